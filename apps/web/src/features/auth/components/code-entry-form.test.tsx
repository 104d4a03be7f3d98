// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OTP_LENGTH } from '@ravan/contract';
import { fakeApi, invalid } from '../../../testing/fake-api';
import { profileFixture } from '../../../testing/profile-fixture';
import { renderWithApp } from '../../../testing/render-with-app';
import { EmailCodeLogin } from './email-code-login';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const PROFILE = profileFixture();
const WRONG = 'کد واردشده درست نیست.';

function codeLogin() {
  const onLoggedIn = vi.fn();
  const view = renderWithApp(
    <EmailCodeLogin email="" onEmailChange={() => undefined} onLoggedIn={onLoggedIn} />,
  );
  const { t, tMessage } = view;
  return {
    onLoggedIn,
    t,
    tMessage,
    codeBox: () => screen.getByLabelText(t('auth.code.label', { length: OTP_LENGTH })),
  };
}

describe('the one-time code form', () => {
  it('sends the address, then the typed code (Persian digits as Latin), and logs in', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'POST /send-email-otp': () => ({ body: { message: 'کد ورود به ایمیل شما فرستاده شد.' } }),
      'POST /submit-email-otp': () => ({
        body: { message: 'خوش آمدید.', data: { token: 'a-token', profile: PROFILE } },
      }),
    });
    const { onLoggedIn, t, codeBox } = codeLogin();

    await user.type(screen.getByLabelText(t('auth.field.email')), 'nasrin@example.com');
    await user.click(screen.getByRole('button', { name: t('auth.code.send') }));
    expect(api.bodies('POST /send-email-otp')).toEqual([{ email: 'nasrin@example.com' }]);
    expect(await screen.findByText('کد ورود به ایمیل شما فرستاده شد.')).toBeTruthy();

    // The sixth digit sends the code; an Enter right after it does not spend a second attempt.
    await user.type(codeBox(), '۱۲۳۴۵۶{Enter}');
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1));
    expect(api.bodies('POST /submit-email-otp')).toEqual([
      { email: 'nasrin@example.com', code: '123456' },
    ]);
    expect(screen.getByTestId('snackbar').textContent).toContain('خوش آمدید.');
  });

  it('shows a 422 on the code field, sends nothing for an incomplete code, and lets the user retry', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const api = fakeApi({
      'POST /send-email-otp': () => ({ body: { message: 'فرستاده شد.' } }),
      'POST /submit-email-otp': () =>
        ++attempts === 1
          ? invalid('لطفاً موارد مشخص‌شده را اصلاح کنید.', { code: [WRONG] })
          : { body: { message: 'خوش آمدید.', data: { token: 'a-token', profile: PROFILE } } },
    });
    const { onLoggedIn, t, tMessage, codeBox } = codeLogin();
    await user.type(screen.getByLabelText(t('auth.field.email')), 'nasrin@example.com');
    await user.click(screen.getByRole('button', { name: t('auth.code.send') }));

    await user.type(await waitFor(codeBox), '12{Enter}');
    expect(await screen.findByText(tMessage('v.otp'))).toBeTruthy();
    expect(api.bodies('POST /submit-email-otp')).toEqual([]);

    await user.clear(codeBox());
    await user.type(codeBox(), '654321');
    const error = await screen.findByText(WRONG);
    expect(error.getAttribute('role')).toBe('alert');
    expect(codeBox().getAttribute('aria-invalid')).toBe('true');
    expect(codeBox().getAttribute('aria-describedby')).toContain(error.id);
    expect(screen.getByTestId('snackbar').textContent).toContain(
      'لطفاً موارد مشخص‌شده را اصلاح کنید.',
    );
    expect(onLoggedIn).not.toHaveBeenCalled();

    await user.clear(codeBox());
    await user.type(codeBox(), '123456');
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1));
    expect(api.bodies('POST /submit-email-otp')).toEqual([
      { email: 'nasrin@example.com', code: '654321' },
      { email: 'nasrin@example.com', code: '123456' },
    ]);
  });
});
