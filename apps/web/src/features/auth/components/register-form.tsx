import { PASSWORD_MIN_LENGTH, registerBody } from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { NameFields } from '../../../components/ui/name-fields';
import { TextField } from '../../../components/ui/text-field';
import { useSnackbar } from '../../../components/ui/snackbar';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useContractForm } from '../../../lib/use-contract-form';
import { useRegister } from '../api/register';

/** Sign-up with SPEC.md §5 validation, checked here with the same schema the API uses. */
export function RegisterForm({
  onRegistered,
  anonId,
  inviteCode,
}: {
  onRegistered: () => void;
  anonId: string | null;
  /** From an invite link (`?invite=`): the inviter gets the 10-dollar gift on the first paid order. */
  inviteCode?: string | null;
}) {
  const { t, locale } = useI18n();
  const snackbar = useSnackbar();
  const registration = useRegister();
  const { register, onSubmit, busy, fieldError } = useContractForm({
    schema: registerBody,
    defaultValues: { terms: false as unknown as true },
    submit: (values) =>
      registration.mutateAsync({
        ...values,
        ...(anonId ? { anon_id: anonId } : {}),
        ...(inviteCode ? { invite_code: inviteCode } : {}),
      }),
    onSuccess: (result) => {
      snackbar.show(result.message ?? '', 'success', 3_000);
      onRegistered();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="stack" aria-label={t('auth.register.title')}>
      <div className="row-2">
        <NameFields
          form={{ register, fieldError }}
          firstLabel={t('auth.field.firstname')}
          lastLabel={t('auth.field.lastname')}
        />
      </div>
      <TextField
        label={t('auth.field.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        dir="ltr"
        error={fieldError('email')}
        {...register('email')}
      />
      <NewPasswordFields
        passwordLabel={t('auth.field.password')}
        confirmationLabel={t('auth.field.passwordConfirmation')}
        hint={t('auth.field.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        password={register('password')}
        confirmation={register('password_confirmation')}
        passwordError={fieldError('password')}
        confirmationError={fieldError('password_confirmation')}
      />
      <CheckboxField
        label={t('auth.register.terms')}
        error={fieldError('terms')}
        {...register('terms')}
      />
      <p className="field-hint terms-links">
        <a href={`/${locale}/terms`} target="_blank" rel="noopener">
          {t('auth.register.termsLink')}
        </a>
        <a href={`/${locale}/privacy`} target="_blank" rel="noopener">
          {t('auth.register.privacyLink')}
        </a>
      </p>
      <Button type="submit" block busy={busy}>
        {t('auth.register.submit')}
      </Button>
    </form>
  );
}
