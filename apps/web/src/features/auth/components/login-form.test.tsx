// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { profileFixture } from '../../../testing/profile-fixture';
import { renderWithApp } from '../../../testing/render-with-app';
import { LoginForm } from './login-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

// SPEC.md §8's words, as the server says them in each language.
const WRONG = { fa: 'نام کاربری یا رمز عبور اشتباه است', en: 'Wrong Username/Password' } as const;

describe.each(['fa', 'en'] as const)('the password login in %s', (locale) => {
  it('says a wrong password beside the form, keeps saying it, and clears it on the next try', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let attempts = 0;
    fakeApi({
      'POST /login': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 401, body: { code: 'wrong_credentials', message: WRONG[locale] } }
          : { body: { message: 'ok', data: { token: 't', profile: profileFixture() } } };
      },
    });
    const onLoggedIn = vi.fn();
    const { t } = renderWithApp(<LoginForm onLoggedIn={onLoggedIn} />, { locale });

    await user.type(screen.getByLabelText(t('auth.field.email')), 'sara@example.com');
    await user.type(screen.getByLabelText(t('auth.field.password')), 'not-the-password');
    await user.click(screen.getByRole('button', { name: t('auth.login.submit') }));

    const form = screen.getByRole('form', { name: t('auth.login.title') });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(WRONG[locale]);
    expect(form.contains(alert)).toBe(true);
    // Said once: not also in a snackbar that vanishes.
    expect(screen.queryByTestId('snackbar')).toBeNull();
    // Still there long after a snackbar would have gone (SPEC.md §2: 3–5 s).
    await vi.advanceTimersByTimeAsync(10_000);
    expect(screen.getByRole('alert').textContent).toBe(WRONG[locale]);

    await user.click(screen.getByRole('button', { name: t('auth.login.submit') }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
