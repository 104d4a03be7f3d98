import { useState } from 'react';
import type { ConsoleSession } from '@ravan/contract';
import { ListPager } from '../../../../components/ui/pager';
import { QueryView } from '../../../../components/ui/query-view';
import { TabPanel, Tabs } from '../../../../components/ui/tabs';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { useConsoleSessions } from '../../api/list-console-sessions';
import type { SessionScope } from '../../api/query-keys';
import { useNow } from '../../lib/use-now';
import { CompleteDialog } from './complete-dialog';
import { NoShowDialog } from './no-show-dialog';
import { SessionCard, type SessionAction } from './session-card';

type Marking = { action: SessionAction; session: ConsoleSession } | null;

/** Upcoming (soonest first) and past (latest first) sessions, each page of ten. */
export function SessionsPanel() {
  const { t } = useI18n();
  const [scope, setScope] = useState<SessionScope>('upcoming');
  const [page, setPage] = useState(1);
  const [marking, setMarking] = useState<Marking>(null);
  const sessions = useConsoleSessions(scope, page);
  const now = useNow();
  const close = () => setMarking(null);

  return (
    <div className="stack">
      <Tabs
        label={t('therapist.sessions.scopeLabel')}
        idPrefix="console-sessions"
        items={[
          { id: 'upcoming', label: t('therapist.sessions.upcoming') },
          { id: 'past', label: t('therapist.sessions.past') },
        ]}
        selected={scope}
        onSelect={(next) => {
          setScope(next);
          setPage(1);
        }}
      />
      <TabPanel idPrefix="console-sessions" id={scope}>
        <QueryView query={sessions}>
          {({ data: list }) =>
            list.length === 0 ? (
              <p className="card muted" data-testid="console-sessions-empty">
                {t(`therapist.sessions.empty.${scope}`)}
              </p>
            ) : (
              <ul className="console-list" aria-label={t(`therapist.sessions.${scope}`)}>
                {list.map((session) => (
                  <SessionCard
                    key={session.id}
                    session={session}
                    now={now}
                    onAction={(action) => setMarking({ action, session })}
                  />
                ))}
              </ul>
            )
          }
        </QueryView>
      </TabPanel>
      <ListPager page={page} onPage={setPage} query={sessions} />
      {marking?.action === 'complete' ? (
        <CompleteDialog session={marking.session} onClose={close} />
      ) : marking ? (
        <NoShowDialog session={marking.session} onClose={close} />
      ) : null}
    </div>
  );
}
