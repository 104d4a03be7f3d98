import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Notice } from '../../../components/ui/notice';
import { useSnackbar } from '../../../components/ui/snackbar';
import { ApiError } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useLoginWithToken } from '../api/login-with-token';
import { PhoneEntryForm } from './phone-entry-form';

/**
 * A failed step's message: the server's words; null says the failure given, or that the link is
 * incomplete, in the language the page has now (the language switch re-renders it).
 */
type Step = { name: 'working' } | { name: 'failed'; message: string | null } | { name: 'phone' };

interface TicketLoginProps {
  /** The one-time ticket, read from the URL once. */
  ticket: string | null;
  /** Shown instead of trading a ticket (e.g. the social provider refused). */
  failure?: string | null;
  /**
   * Given, an account without a phone number is asked for one (social login) and this saves
   * it on the profile.
   */
  savePhone?: (cel: string) => Promise<{ message?: string | undefined }>;
  /** The ticket is being used: take it out of the address bar. */
  onTicketRead: () => void;
  /** Logged in (and phone given when asked): go on. */
  onContinue: () => void;
  loginHref: string;
}

/** Trades a one-time login ticket for a session (social login, login links). */
export function TicketLogin({
  ticket,
  failure,
  savePhone,
  onTicketRead,
  onContinue,
  loginHref,
}: TicketLoginProps) {
  const { t } = useI18n();
  const snackbar = useSnackbar();
  const { mutateAsync: exchange } = useLoginWithToken();
  const started = useRef(false);
  const [step, setStep] = useState<Step>(() =>
    failure || !ticket ? { name: 'failed', message: null } : { name: 'working' },
  );

  useEffect(() => {
    if (!ticket || failure || started.current) return;
    started.current = true; // a ticket works once; never send it twice
    onTicketRead();
    exchange({ token: ticket }).then(
      (result) => {
        snackbar.show(result.message ?? '', 'success', 3_000);
        if (savePhone && !result.data.profile.cel) setStep({ name: 'phone' });
        else onContinue();
      },
      (error: unknown) =>
        setStep({
          name: 'failed',
          message:
            error instanceof ApiError && !error.isNetworkError ? error.message : t('error.network'),
        }),
    );
  }, [ticket, failure, savePhone, exchange, onTicketRead, onContinue, snackbar, t]);

  if (step.name === 'phone' && savePhone) {
    return (
      <>
        <h1>{t('auth.social.phoneTitle')}</h1>
        <p className="muted">{t('auth.social.phoneIntro')}</p>
        <PhoneEntryForm save={savePhone} onSaved={onContinue} />
      </>
    );
  }
  if (step.name === 'failed') {
    return (
      <>
        <h1>{t('auth.ticket.failedTitle')}</h1>
        <div className="stack">
          <Notice tone="error" testId="ticket-failed">
            <p>{step.message ?? failure ?? t('auth.ticket.missing')}</p>
          </Notice>
          <Link className="btn btn-primary btn-block" to={loginHref}>
            {t('auth.backToLogin')}
          </Link>
        </div>
      </>
    );
  }
  return (
    <div className="working" role="status" aria-live="polite">
      <span className="spinner spinner-large" aria-hidden="true" />
      <h1 className="working-title">{t('auth.ticket.signingIn')}</h1>
    </div>
  );
}
