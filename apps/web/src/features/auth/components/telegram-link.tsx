import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { ApiError } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useSubmitTelegramToken } from '../api/submit-telegram-token';

type Step =
  | { name: 'working' }
  | { name: 'done'; message: string }
  | { name: 'failed'; message: string; canRetry: boolean };

interface TelegramLinkProps {
  /** telegram_auth_token from the bot's link, read from the URL once. */
  token: string | null;
  /** The token has been used (or refused): take it out of the address bar. */
  onTokenUsed: () => void;
  dashboardHref: string;
}

/** Links the Telegram chat that sent the user here, then forgets its token (SPEC.md §7). */
export function TelegramLink({
  token: initialToken,
  onTokenUsed,
  dashboardHref,
}: TelegramLinkProps) {
  const { t } = useI18n();
  const { mutateAsync: submit } = useSubmitTelegramToken();
  const [token, setToken] = useState(initialToken);
  const [attempt, setAttempt] = useState(0);
  const sent = useRef(-1);
  const [step, setStep] = useState<Step>(() =>
    initialToken
      ? { name: 'working' }
      : { name: 'failed', message: t('auth.telegram.missing'), canRetry: false },
  );

  useEffect(() => {
    if (!token || sent.current === attempt) return;
    sent.current = attempt;
    submit({ telegram_auth_token: token }).then(
      (result) => {
        setToken(null);
        onTokenUsed();
        setStep({ name: 'done', message: result.message ?? '' });
      },
      (error: unknown) => {
        const answered = error instanceof ApiError && !error.isNetworkError;
        if (answered) {
          // A refused token will not work later either.
          setToken(null);
          onTokenUsed();
        }
        setStep({
          name: 'failed',
          message: answered
            ? (error.errors.telegram_auth_token?.[0] ?? error.message)
            : t('error.network'),
          canRetry: !answered,
        });
      },
    );
  }, [token, attempt, submit, onTokenUsed, t]);

  const retry = () => {
    setStep({ name: 'working' });
    setAttempt((value) => value + 1);
  };

  return (
    <div className="stack">
      {step.name === 'working' ? (
        <div className="working" role="status" aria-live="polite">
          <span className="spinner spinner-large" aria-hidden="true" />
          <p>{t('auth.telegram.linking')}</p>
        </div>
      ) : step.name === 'done' ? (
        <Notice tone="success" testId="telegram-linked">
          <p>{step.message}</p>
        </Notice>
      ) : (
        <Notice tone="error" testId="telegram-failed">
          <p>{step.message}</p>
        </Notice>
      )}
      {step.name === 'failed' && step.canRetry ? (
        <Button onClick={retry} block>
          {t('auth.retry')}
        </Button>
      ) : null}
      {step.name !== 'working' ? (
        <Link
          className={`btn btn-block ${step.name === 'done' ? 'btn-primary' : 'btn-secondary'}`}
          to={dashboardHref}
        >
          {t('auth.toDashboard')}
        </Link>
      ) : null}
    </div>
  );
}
