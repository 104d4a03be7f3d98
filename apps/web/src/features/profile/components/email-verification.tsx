import { Button } from '../../../components/ui/button';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useSnackbar } from '../../../components/ui/snackbar';
import { errorText } from '../../../lib/error-text';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useSendEmailVerification } from '../api/email-verification';

/** Says whether the account's email is verified; if not, offers to send the link again. */
export function EmailVerification({ verified }: { verified: boolean }) {
  const { t } = useI18n();
  const snackbar = useSnackbar();
  const send = useSendEmailVerification();
  if (verified)
    return (
      <StatusBadge tone="success" testId="email-verified">
        {t('profile.email.verified')}
      </StatusBadge>
    );
  return (
    <div className="stack-tight" data-testid="email-unverified">
      <p className="muted">{t('profile.email.unverified')}</p>
      <div>
        <Button
          variant="secondary"
          busy={send.isPending}
          onClick={() =>
            send.mutate(undefined, {
              onSuccess: () => snackbar.show(t('profile.email.sent'), 'success'),
              onError: (error) => snackbar.show(errorText(error, t), 'error'),
            })
          }
        >
          {t('profile.email.resend')}
        </Button>
      </div>
    </div>
  );
}
