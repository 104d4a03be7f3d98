import { useSearchParams } from 'react-router';
import type { CalendarKind } from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { Notice } from '../../../components/ui/notice';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { errorText } from '../../../lib/error-text';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useTherapistProfile } from '../api/get-therapist-profile';
import { ConsoleZoneProvider } from '../lib/console-zone';
import { HoursPanel } from './hours/hours-panel';
import { ProfilePanel } from './profile/profile-panel';
import { RequestsPanel } from './requests/requests-panel';
import { SessionsPanel } from './sessions/sessions-panel';
import '../therapist-console.css';

const TABS = ['requests', 'hours', 'sessions', 'profile'] as const;
type ConsoleTab = (typeof TABS)[number];
const isTab = (value: string | null): value is ConsoleTab =>
  (TABS as readonly (string | null)[]).includes(value);

/**
 * The therapist's console: incoming requests, weekly hours, sessions and the public profile.
 * Everything reads in the therapist's own zone and the viewer's calendar. The tab is kept in the
 * address (`?tab=`), so a reload or a shared link opens the same one.
 */
export function TherapistConsoleScreen({ calendar }: { calendar: CalendarKind | null }) {
  const { t } = useI18n();
  const [search, setSearch] = useSearchParams();
  const tabParam = search.get('tab');
  const tab: ConsoleTab = isTab(tabParam) ? tabParam : 'requests';
  const profile = useTherapistProfile();
  const therapist = profile.data;

  const select = (next: ConsoleTab) =>
    setSearch(next === 'requests' ? {} : { tab: next }, { replace: true });

  return (
    <section className="stack console-page">
      <header>
        <h1>{t('screen.therapistConsole')}</h1>
        <p className="muted console-intro">
          {therapist
            ? t('therapist.console.intro', { zone: `\u2066${therapist.tz}\u2069` })
            : t('therapist.console.introPlain')}
        </p>
      </header>
      {profile.isError ? (
        <Notice tone="error" testId="console-error">
          <p>{errorText(profile.error, t)}</p>
          <Button variant="ghost" onClick={() => void profile.refetch()}>
            {t('therapist.retry')}
          </Button>
        </Notice>
      ) : !therapist ? (
        <LoadingBlock label={t('app.loading')} />
      ) : (
        <ConsoleZoneProvider therapistId={therapist.id} tz={therapist.tz} calendar={calendar}>
          <Tabs
            label={t('therapist.tabs.label')}
            idPrefix="console"
            items={TABS.map((id) => ({ id, label: t(`therapist.tabs.${id}`) }))}
            selected={tab}
            onSelect={select}
          />
          <TabPanel idPrefix="console" id={tab}>
            {tab === 'requests' ? (
              <RequestsPanel />
            ) : tab === 'hours' ? (
              <HoursPanel />
            ) : tab === 'sessions' ? (
              <SessionsPanel />
            ) : (
              <ProfilePanel profile={therapist} />
            )}
          </TabPanel>
        </ConsoleZoneProvider>
      )}
    </section>
  );
}
