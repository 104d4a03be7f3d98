import { QueryView } from '../../../../components/ui/query-view';
import { useHours } from '../../api/get-hours';
import { sortWeekly } from '../../lib/weekly-ranges';
import { ExceptionsSection } from './exceptions-section';
import { WeeklyHoursForm } from './weekly-hours-form';

/** The therapist's working hours: the weekly pattern and the dated exceptions to it. */
export function HoursPanel() {
  const query = useHours();
  return (
    <QueryView query={query}>
      {(hours) => (
        <div className="stack">
          {/* Keyed by zone only: a background refetch must not wipe edits in progress. */}
          <WeeklyHoursForm key={hours.tz} tz={hours.tz} weekly={sortWeekly(hours.weekly)} />
          <ExceptionsSection exceptions={hours.exceptions} />
        </div>
      )}
    </QueryView>
  );
}
