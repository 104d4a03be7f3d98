import type { TherapistSummary } from '@ravan/contract';
import { useCataloguePage } from '../api/catalogue';
import { useSoonest } from '../api/directory';
import { lowestSessionFee } from '../lib/lowest-fee';
import { useViewer } from '../../auth';
import { TherapistCard } from './therapist-card';

/**
 * Therapist cards with the catalogue's session fee (in the visitor's currency) and each one's
 * soonest free time: both fill in after the cards show.
 */
export function DirectoryList({
  therapists,
  headingLevel,
}: {
  therapists: TherapistSummary[];
  headingLevel?: 2 | 3;
}) {
  const { tz } = useViewer();
  const soonest = useSoonest(tz);
  const packages = useCataloguePage();
  const fee = packages.data ? lowestSessionFee(packages.data.data) : null;
  return (
    <ul className="directory-grid">
      {therapists.map((therapist) => (
        <li key={therapist.id}>
          <TherapistCard
            therapist={therapist}
            fee={fee}
            tz={tz}
            headingLevel={headingLevel}
            soonest={{
              loading: soonest.isPending,
              slot: soonest.data
                ? (soonest.data.find((entry) => entry.therapist_id === therapist.id)?.slot ?? null)
                : undefined,
            }}
          />
        </li>
      ))}
    </ul>
  );
}
