import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import {
  PASSWORD_MIN_LENGTH,
  SNACKBAR_MS,
  changePasswordBody,
  setPasswordBody,
  type ChangePasswordBody,
  type Output,
  type SetPasswordBody,
} from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { useSnackbar } from '../../../components/ui/snackbar';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useChangePassword } from '../api/change-password';
import { useSetPassword } from '../api/set-password';

/** The server's failure on the fields it names; a wrong current password belongs on its field. */
function showFailure<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | null {
  const text = applyServerErrors(error, setError, fields);
  if (
    error instanceof ApiError &&
    error.code === 'current_password_wrong' &&
    (fields as readonly string[]).includes('current_password') &&
    !error.errors.current_password
  ) {
    setError('current_password' as Path<T>, { type: 'server', message: error.message });
  }
  return text;
}

/** Change password (current + new + repeat); other sessions end on the server. */
function ChangePasswordForm() {
  const { t, tMessage } = useI18n();
  const snackbar = useSnackbar();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordBody, unknown, Output<typeof changePasswordBody>>({
    resolver: zodResolver(changePasswordBody),
    mode: 'onTouched',
  });
  const message = (key: string | undefined) => (key ? tMessage(key) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await change.mutateAsync(values);
      reset({ current_password: '', password: '', password_confirmation: '' });
      snackbar.show(result.message ?? '', 'success', SNACKBAR_MS.default);
    } catch (error) {
      const text = showFailure(error, setError, [
        'current_password',
        'password',
        'password_confirmation',
      ]);
      snackbar.show(text ?? t('error.network'), 'error');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="stack" aria-label={t('password.change')}>
      <p className="muted form-intro">{t('password.changeIntro')}</p>
      <TextField
        label={t('password.current')}
        type="password"
        autoComplete="current-password"
        dir="ltr"
        error={message(errors.current_password?.message)}
        {...register('current_password')}
      />
      <div className="form-grid">
        <NewPasswordFields
          passwordLabel={t('password.new')}
          confirmationLabel={t('password.confirmation')}
          hint={t('password.hint', { min: PASSWORD_MIN_LENGTH })}
          password={register('password')}
          confirmation={register('password_confirmation')}
          passwordError={message(errors.password?.message)}
          confirmationError={message(errors.password_confirmation?.message)}
        />
      </div>
      <div className="form-actions">
        <Button type="submit" variant="secondary" busy={change.isPending}>
          {t('password.change')}
        </Button>
      </div>
    </form>
  );
}

/** A first password for an account that signs in by code or social login. */
function SetPasswordForm() {
  const { t, tMessage } = useI18n();
  const snackbar = useSnackbar();
  const set = useSetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SetPasswordBody, unknown, Output<typeof setPasswordBody>>({
    resolver: zodResolver(setPasswordBody),
    mode: 'onTouched',
  });
  const message = (key: string | undefined) => (key ? tMessage(key) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await set.mutateAsync(values);
      snackbar.show(result.message ?? '', 'success', SNACKBAR_MS.default);
    } catch (error) {
      const text = showFailure(error, setError, ['password', 'password_confirmation']);
      snackbar.show(text ?? t('error.network'), 'error');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="stack" aria-label={t('password.set')}>
      <p className="muted form-intro">{t('password.setIntro')}</p>
      <div className="form-grid">
        <NewPasswordFields
          passwordLabel={t('password.new')}
          confirmationLabel={t('password.confirmation')}
          hint={t('password.hint', { min: PASSWORD_MIN_LENGTH })}
          password={register('password')}
          confirmation={register('password_confirmation')}
          passwordError={message(errors.password?.message)}
          confirmationError={message(errors.password_confirmation?.message)}
        />
      </div>
      <div className="form-actions">
        <Button type="submit" variant="secondary" busy={set.isPending}>
          {t('password.set')}
        </Button>
      </div>
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
