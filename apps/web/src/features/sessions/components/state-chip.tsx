import type { RequestState, SessionCardState } from '@ravan/contract';
import { SESSION_STATE_TONE } from '../../../components/ui/session-state-tone';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { REQUEST_STATE_TONE } from '../lib/tones';

/** A session card's state (SPEC.md §4) as a coloured badge. */
export function SessionStateChip({ state }: { state: SessionCardState }) {
  const { t } = useI18n();
  return (
    <span data-testid="session-state" data-state={state}>
      <StatusBadge tone={SESSION_STATE_TONE[state]}>{t(`sessions.cardState.${state}`)}</StatusBadge>
    </span>
  );
}

export function RequestStateChip({ state }: { state: RequestState }) {
  const { t } = useI18n();
  return (
    <span data-testid="request-state" data-state={state}>
      <StatusBadge tone={REQUEST_STATE_TONE[state]}>
        {t(`sessions.requestState.${state}`)}
      </StatusBadge>
    </span>
  );
}
