import { useState, type ReactNode } from 'react';
import type { ChangeAction, SessionView } from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { Pager } from '../../../components/ui/pager';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useSessions, type SessionScope } from '../api/search-sessions';
import { ChangeDialog } from './change-dialog';
import { SessionCard } from './session-card';

const TABS = 'session-scope';

/** Upcoming and past sessions, 10 a page, with the cancel / change-time dialog. */
export function SessionList({ empty }: { empty: (scope: SessionScope) => ReactNode }) {
  const { t } = useI18n();
  const [scope, setScope] = useState<SessionScope>('upcoming');
  const [page, setPage] = useState(1);
  const [changing, setChanging] = useState<{ session: SessionView; action: ChangeAction } | null>(
    null,
  );
  const sessions = useSessions(scope, page);
  const data = sessions.data;
  // The latest copy of the session being changed; none when it left this list meanwhile.
  const current = changing && data?.data.find((session) => session.id === changing.session.id);

  const select = (next: SessionScope) => {
    setScope(next);
    setPage(1);
  };
  const openChange = (session: SessionView, action: ChangeAction) =>
    setChanging({ session, action });

  return (
    <section className="stack" aria-labelledby="sessions-list-title">
      <h2 id="sessions-list-title">{t('sessions.list.title')}</h2>
      <Tabs
        label={t('sessions.list.title')}
        idPrefix={TABS}
        items={[
          { id: 'upcoming', label: t('sessions.list.upcoming') },
          { id: 'past', label: t('sessions.list.past') },
        ]}
        selected={scope}
        onSelect={select}
      />
      <TabPanel idPrefix={TABS} id={scope}>
        {sessions.isError ? (
          <div className="card stack" role="alert">
            <p>{t('sessions.loadFailed')}</p>
            <div>
              <Button variant="secondary" onClick={() => void sessions.refetch()}>
                {t('sessions.retry')}
              </Button>
            </div>
          </div>
        ) : !data ? (
          <LoadingBlock label={t('app.loading')} />
        ) : data.data.length === 0 ? (
          empty(scope)
        ) : (
          <div className="stack" aria-busy={sessions.isFetching || undefined}>
            <ul className="session-grid" aria-label={t(`sessions.list.${scope}`)}>
              {data.data.map((session) => (
                <SessionCard key={session.id} session={session} onChange={openChange} />
              ))}
            </ul>
            <Pager
              page={page}
              perPage={data.meta.perPage}
              total={data.meta.total}
              onPage={setPage}
              busy={sessions.isFetching}
              label={t('sessions.pager.label')}
            />
          </div>
        )}
      </TabPanel>
      {changing ? (
        <ChangeDialog
          key={`${changing.session.id}-${changing.action}`}
          session={current ?? changing.session}
          gone={!current}
          action={changing.action}
          onClose={() => setChanging(null)}
        />
      ) : null}
    </section>
  );
}
