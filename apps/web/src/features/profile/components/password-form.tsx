import type { UseFormRegisterReturn } from 'react-hook-form';
import {
  PASSWORD_MIN_LENGTH,
  SNACKBAR_MS,
  changePasswordBody,
  setPasswordBody,
} from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { useSnackbar } from '../../../components/ui/snackbar';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useContractForm } from '../../../lib/use-contract-form';
import { useChangePassword } from '../api/change-password';
import { useSetPassword } from '../api/set-password';

/** A wrong current password belongs on its field (and in the snackbar). */
const wrongCurrentPassword = (error: unknown) =>
  error instanceof ApiError &&
  error.code === 'current_password_wrong' &&
  !error.errors.current_password;

/** The fields both password forms share, as much of a form as they need. */
interface NewPasswordForm {
  register: (name: 'password' | 'password_confirmation') => UseFormRegisterReturn;
  fieldError: (name: 'password' | 'password_confirmation') => string | undefined;
  busy: boolean;
}

/** The new password, its repetition and the submit button, alike in both forms. */
function NewPasswordAndSubmit({
  form,
  submitLabel,
}: {
  form: NewPasswordForm;
  submitLabel: string;
}) {
  const { t } = useI18n();
  return (
    <>
      <div className="form-grid">
        <NewPasswordFields
          passwordLabel={t('password.new')}
          confirmationLabel={t('password.confirmation')}
          hint={t('password.hint', { min: PASSWORD_MIN_LENGTH })}
          password={form.register('password')}
          confirmation={form.register('password_confirmation')}
          passwordError={form.fieldError('password')}
          confirmationError={form.fieldError('password_confirmation')}
        />
      </div>
      <div className="form-actions">
        <Button type="submit" variant="secondary" busy={form.busy}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}

/** Change password (current + new + repeat); other sessions end on the server. */
function ChangePasswordForm() {
  const { t } = useI18n();
  const snackbar = useSnackbar();
  const change = useChangePassword();
  const form = useContractForm({
    schema: changePasswordBody,
    submit: (values) => change.mutateAsync(values),
    onSuccess: (result) => {
      form.reset({ current_password: '', password: '', password_confirmation: '' });
      snackbar.show(result.message ?? '', 'success', SNACKBAR_MS.default);
    },
    onFailure: (error, text) => {
      if (wrongCurrentPassword(error)) {
        form.setError('current_password', { type: 'server', message: text });
      }
    },
  });
  const { register, onSubmit, fieldError } = form;

  return (
    <form onSubmit={onSubmit} noValidate className="stack" aria-label={t('password.change')}>
      <p className="muted form-intro">{t('password.changeIntro')}</p>
      <TextField
        label={t('password.current')}
        type="password"
        autoComplete="current-password"
        dir="ltr"
        error={fieldError('current_password')}
        {...register('current_password')}
      />
      <NewPasswordAndSubmit form={form} submitLabel={t('password.change')} />
    </form>
  );
}

/** A first password for an account that signs in by code or social login. */
function SetPasswordForm() {
  const { t } = useI18n();
  const snackbar = useSnackbar();
  const set = useSetPassword();
  const form = useContractForm({
    schema: setPasswordBody,
    submit: (values) => set.mutateAsync(values),
    onSuccess: (result) => snackbar.show(result.message ?? '', 'success', SNACKBAR_MS.default),
  });

  return (
    <form onSubmit={form.onSubmit} noValidate className="stack" aria-label={t('password.set')}>
      <p className="muted form-intro">{t('password.setIntro')}</p>
      <NewPasswordAndSubmit form={form} submitLabel={t('password.set')} />
    </form>
  );
}

/** Setting screen's password card: change it, or set one when the account has none. */
export function PasswordSection({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useI18n();
  return (
    <section className="card stack" aria-labelledby="profile-password">
      <h2 id="profile-password">{t('password.title')}</h2>
      {hasPassword ? <ChangePasswordForm /> : <SetPasswordForm />}
    </section>
  );
}
