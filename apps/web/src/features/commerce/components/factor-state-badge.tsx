import type { Factor } from '@ravan/contract';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { factorStateLabel } from '../lib/labels';

export function FactorStateBadge({ factor }: { factor: Pick<Factor, 'state' | 'canBePaid'> }) {
  const { t } = useI18n();
  const { id, tone } = factorStateLabel(factor);
  return (
    <span className={`state-badge state-${tone}`} data-testid="factor-state">
      {t(id)}
    </span>
  );
}
