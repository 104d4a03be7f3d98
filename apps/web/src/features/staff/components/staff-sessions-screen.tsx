import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CalendarKind, ConsoleSession } from '@ravan/contract';
import { ListPager } from '../../../components/ui/pager';
import { QueryView } from '../../../components/ui/query-view';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useStaffSessions } from '../api/list-staff-sessions';
import { filterFromSearch, searchOf } from '../lib/session-filter';
import { OverrideDialog } from './override-dialog';
import { SessionSearchForm } from './session-search-form';
import { StaffSessionTable } from './staff-session-table';
import './staff-sessions.css';

/**
 * Support's view of one client's or one therapist's sessions, with the audited override of a
 * rule for a session. The ids searched for stay in the address, so a reload keeps the list.
 */
export function StaffSessionsScreen({
  tz,
  calendar,
}: {
  tz: string;
  calendar: CalendarKind | null;
}) {
  const { t, locale } = useI18n();
  const [search, setSearch] = useSearchParams();
  const filter = filterFromSearch(search);
  const [page, setPage] = useState(1);
  const [overriding, setOverriding] = useState<ConsoleSession | null>(null);
  const sessions = useStaffSessions(filter, page);

  return (
    <section className="stack commerce-page">
      <h1>{t('screen.staffSessions')}</h1>
      <p className="muted">{t('staffSessions.intro')}</p>
      <SessionSearchForm
        key={search.toString()}
        initial={filter}
        busy={sessions.isFetching}
        onSearch={(next) => {
          setSearch(searchOf(next), { replace: true });
          setPage(1);
        }}
      />
      {filter === null ? null : (
        <section className="card stack" aria-label={t('staffSessions.results')}>
          <QueryView query={sessions}>
            {({ data: list }) =>
              list.length === 0 ? (
                <p className="muted" data-testid="staff-sessions-empty">
                  {t('staffSessions.empty')}
                </p>
              ) : (
                <StaffSessionTable
                  sessions={list}
                  zoned={{ locale, tz, calendar }}
                  onOverride={setOverriding}
                />
              )
            }
          </QueryView>
          <ListPager page={page} onPage={setPage} query={sessions} />
        </section>
      )}
      {overriding ? (
        <OverrideDialog
          session={overriding}
          zoned={{ locale, tz, calendar }}
          onClose={() => setOverriding(null)}
        />
      ) : null}
    </section>
  );
}
