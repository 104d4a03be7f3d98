import { Link } from 'react-router';
import { useI18n } from '../../../lib/i18n/i18n-context';
import type { SessionScope } from '../api/search-sessions';

/** No sessions yet: say what to do next (request sessions, or buy a package first). */
export function EmptySessions({
  scope,
  hasOpenRequests,
  requestOpen,
}: {
  scope: SessionScope;
  hasOpenRequests: boolean;
  /** The request form is already on the screen: no need to point at it. */
  requestOpen: boolean;
}) {
  const { t, locale } = useI18n();
  if (scope === 'past') {
    return (
      <p className="card muted" data-testid="sessions-empty">
        {t('sessions.empty.past')}
      </p>
    );
  }
  return (
    <div className="card stack empty-state" data-testid="sessions-empty">
      <p>
        <strong>{t('sessions.empty.upcoming')}</strong>
      </p>
      <p className="muted">
        {hasOpenRequests ? t('sessions.empty.waiting') : t('sessions.empty.howTo')}
      </p>
      {hasOpenRequests || requestOpen ? null : (
        <div className="form-actions">
          <Link className="btn btn-primary" to={`/${locale}/panel/sessions/request`}>
            {t('sessions.requestButton')}
          </Link>
          <Link className="btn btn-ghost" to={`/${locale}/panel/packages`}>
            {t('sessions.empty.packages')}
          </Link>
        </div>
      )}
    </div>
  );
}
