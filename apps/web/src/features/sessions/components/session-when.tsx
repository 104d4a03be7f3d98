import { formatZoned } from '@ravan/contract';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useViewer } from '../../auth';

/** A session's day and time in the viewer's zone and calendar, with the zone named. */
export function SessionWhen({ startsAt, endsAt }: { startsAt: string; endsAt: string }) {
  const { t } = useI18n();
  const viewer = useViewer();
  return (
    <div className="session-when">
      <time dateTime={startsAt} className="session-day">
        {formatZoned(startsAt, viewer, 'fullDate')}
      </time>
      <span className="session-time">
        {t('sessions.when.time', {
          start: formatZoned(startsAt, viewer, 'time'),
          end: formatZoned(endsAt, viewer, 'time'),
        })}
      </span>
      <span className="muted small">
        {t('sessions.when.zone')} <bdi dir="ltr">{viewer.tz}</bdi>
      </span>
    </div>
  );
}
