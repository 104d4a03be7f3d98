import type { Factor } from '@ravan/contract';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { factorStateLabel } from '../lib/labels';

export function FactorStateBadge({ factor }: { factor: Pick<Factor, 'state' | 'canBePaid'> }) {
  const { t } = useI18n();
  const { id, tone } = factorStateLabel(factor);
  return (
    <StatusBadge tone={tone} testId="factor-state">
      {t(id)}
    </StatusBadge>
  );
}
