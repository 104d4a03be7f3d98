import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH, registerBody, type Output, type RegisterBody } from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { TextField } from '../../../components/ui/text-field';
import { useSnackbar } from '../../../components/ui/snackbar';
import { applyServerErrors } from '../../../lib/form-errors';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useRegister } from '../api/register';

type RegisterOutput = Output<typeof registerBody>;
const FIELDS = [
  'firstname',
  'lastname',
  'email',
  'password',
  'password_confirmation',
  'terms',
] as const;

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
  const { t, tMessage } = useI18n();
  const snackbar = useSnackbar();
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterBody, unknown, RegisterOutput>({
    resolver: zodResolver(registerBody),
    mode: 'onTouched',
    defaultValues: { terms: false as unknown as true },
  });
  const message = (key: string | undefined) => (key ? tMessage(key) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await registration.mutateAsync({
        ...values,
        ...(anonId ? { anon_id: anonId } : {}),
        ...(inviteCode ? { invite_code: inviteCode } : {}),
      });
      snackbar.show(result.message ?? '', 'success', 3_000);
      onRegistered();
    } catch (error) {
      const text = applyServerErrors(error, setError, FIELDS);
      snackbar.show(text ?? t('error.network'), 'error');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="stack" aria-label={t('auth.register.title')}>
      <div className="row-2">
        <TextField
          label={t('auth.field.firstname')}
          autoComplete="given-name"
          error={message(errors.firstname?.message)}
          {...register('firstname')}
        />
        <TextField
          label={t('auth.field.lastname')}
          autoComplete="family-name"
          error={message(errors.lastname?.message)}
          {...register('lastname')}
        />
      </div>
      <TextField
        label={t('auth.field.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        dir="ltr"
        error={message(errors.email?.message)}
        {...register('email')}
      />
      <NewPasswordFields
        passwordLabel={t('auth.field.password')}
        confirmationLabel={t('auth.field.passwordConfirmation')}
        hint={t('auth.field.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        password={register('password')}
        confirmation={register('password_confirmation')}
        passwordError={message(errors.password?.message)}
        confirmationError={message(errors.password_confirmation?.message)}
      />
      <CheckboxField
        label={t('auth.register.terms')}
        error={message(errors.terms?.message)}
        {...register('terms')}
      />
      <Button type="submit" block busy={registration.isPending}>
        {t('auth.register.submit')}
      </Button>
    </form>
  );
}
