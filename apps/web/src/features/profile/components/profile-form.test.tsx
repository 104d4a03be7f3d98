// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@ravan/contract';
import { fakeApi, invalid } from '../../../testing/fake-api';
import { profileFixture } from '../../../testing/profile-fixture';
import { renderWithApp } from '../../../testing/render-with-app';
import { ProfileForm } from './profile-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined;
});

const BAD_PHONE = 'شماره تلفن نامعتبر است.';

function profileForm() {
  const onSaved = vi.fn<(profile: Profile) => void>();
  const view = renderWithApp(<ProfileForm profile={profileFixture()} onSaved={onSaved} />, {
    path: '/fa/panel/setting',
  });
  const { t } = view;
  const number = () => screen.getByLabelText(t('profile.field.phoneNumber'), { exact: true });
  const save = () => user.click(screen.getByRole('button', { name: t('profile.save') }));
  const user = userEvent.setup({ delay: null });
  return { onSaved, t, user, number, save };
}

describe('the profile form', { timeout: 30_000 }, () => {
  it('sends the edited profile with the phone number made E.164, and says it was saved', async () => {
    const api = fakeApi({
      'POST /user/profile': ({ body }) => ({
        body: {
          message: 'پروفایل شما ذخیره شد.',
          data: { profile: profileFixture(body as Partial<Profile>) },
        },
      }),
    });
    const { onSaved, t, user, number, save } = profileForm();

    const firstname = screen.getByLabelText(t('profile.field.firstname'), { exact: true });
    await user.clear(firstname);
    await user.type(firstname, 'مریم');
    await user.selectOptions(
      screen.getByLabelText(t('profile.field.phoneCode'), { exact: true }),
      'IR',
    );
    await user.type(number(), '۰۹۱۲ ۱۲۳ ۴۵۶۷');
    await save();

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const [sent] = api.bodies('POST /user/profile') as Record<string, unknown>[];
    expect(sent).toMatchObject({
      firstname: 'مریم',
      lastname: 'احمدی',
      cel: '+989121234567',
      tz: 'Asia/Tehran',
      calendar: 'solar',
      locale: 'fa',
    });
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ firstname: 'مریم', cel: '+989121234567' });
    expect(screen.getByTestId('snackbar').textContent).toContain('پروفایل شما ذخیره شد.');
  });

  it('puts a 422 field error on the phone number and keeps what was typed', async () => {
    fakeApi({
      'POST /user/profile': () =>
        invalid('لطفاً موارد مشخص‌شده را اصلاح کنید.', { cel: [BAD_PHONE] }),
    });
    const { onSaved, t, user, number, save } = profileForm();
    await user.selectOptions(
      screen.getByLabelText(t('profile.field.phoneCode'), { exact: true }),
      'IR',
    );
    await user.type(number(), '1234567');
    await save();

    const phone = screen.getByRole('group', { name: t('profile.field.phone') });
    const error = await within(phone).findByText(BAD_PHONE);
    expect(error.getAttribute('role')).toBe('alert');
    expect(number().getAttribute('aria-invalid')).toBe('true');
    expect(number().getAttribute('aria-describedby')).toContain(error.id);
    expect((number() as HTMLInputElement).value).toBe('1234567');
    expect(screen.getByTestId('snackbar').textContent).toContain(
      'لطفاً موارد مشخص‌شده را اصلاح کنید.',
    );
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('asks for the country code before sending a number without one', async () => {
    const api = fakeApi({});
    const { t, user, number, save } = profileForm();
    await user.type(number(), '09121234567');
    await save();
    expect(await screen.findByText(t('profile.phone.codeRequired'))).toBeTruthy();
    expect(api.requests).toEqual([]);
  });
});
