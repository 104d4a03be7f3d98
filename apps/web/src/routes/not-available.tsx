import { Link, useMatches } from 'react-router';
import { useSession } from '../features/auth';
import { useI18n } from '../lib/i18n/i18n-context';
import type { RouteHandle } from '../app/route-handle';

/** Screens that later work will build: a translated "not available yet" page, never a blank one. */
export function Component() {
  const { t, locale } = useI18n();
  const { loggedIn } = useSession();
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  const screen = handle ? t(handle.title) : '';
  return (
    <section className="card center-card" data-testid="not-available">
      <h1>{t('notAvailable.title')}</h1>
      <p>{t('notAvailable.body', { screen })}</p>
      <Link
        className="btn btn-secondary"
        to={loggedIn ? `/${locale}/panel/dashboard` : `/${locale}/login`}
      >
        {loggedIn ? t('notAvailable.back') : t('notAvailable.home')}
      </Link>
    </section>
  );
}
