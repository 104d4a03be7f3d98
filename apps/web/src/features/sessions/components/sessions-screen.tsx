import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { SessionRequestView } from '@ravan/contract';
import { Notice } from '../../../components/ui/notice';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useRequests } from '../api/list-requests';
import { EmptySessions } from './empty-sessions';
import { RequestList } from './request-list';
import { RequestPanel } from './request-panel';
import { SessionList } from './session-list';
import '../sessions.css';

/**
 * SPEC.md §2 sessions and sessions/request (one screen; `request` opens the request form):
 * open requests, then upcoming and past sessions.
 */
export function SessionsScreen({ requestOpen }: { requestOpen: boolean }) {
  const { t, tMessage, locale } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const requests = useRequests();
  const base = `/${locale}/panel/sessions`;
  const sentId = (location.state as { requested?: number } | null)?.requested;
  // History state survives reloads: the notice stays only while that request still waits.
  const sent = (requests.data ?? []).some(
    (request) => request.id === sentId && request.state === 'pending',
  );
  const hasOpenRequests = (requests.data ?? []).some(
    (request) => request.state === 'pending' || request.state === 'proposed',
  );
  const onDone = (request: SessionRequestView) =>
    navigate(base, { state: { requested: request.id } });

  return (
    <section className="stack sessions-page">
      <header className="sessions-header">
        <div>
          <h1>{t('screen.sessions')}</h1>
          <p className="muted">{t('sessions.intro')}</p>
        </div>
        {requestOpen ? null : (
          <Link className="btn btn-primary" to={`${base}/request`}>
            {t('sessions.requestButton')}
          </Link>
        )}
      </header>
      {sent && !requestOpen ? (
        <Notice tone="success" testId="request-sent">
          <p>
            <strong>{tMessage('ok.session_request')}</strong>
          </p>
        </Notice>
      ) : null}
      {requestOpen ? (
        <RequestPanel closeTo={base} therapistId={search.get('therapist')} onDone={onDone} />
      ) : null}
      {requests.data ? <RequestList requests={requests.data} /> : null}
      <SessionList
        empty={(scope) => (
          <EmptySessions
            scope={scope}
            hasOpenRequests={hasOpenRequests}
            requestOpen={requestOpen}
          />
        )}
      />
    </section>
  );
}
