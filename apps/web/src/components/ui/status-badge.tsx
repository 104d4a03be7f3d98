import type { ReactNode } from 'react';
import './status-badge.css';

export type BadgeTone = 'neutral' | 'info' | 'warning' | 'success' | 'danger';

/** A small rounded state label; the tone carries meaning only together with the text. */
export function StatusBadge({
  tone = 'neutral',
  children,
  testId,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <span className={`status-badge tone-${tone}`} data-testid={testId}>
      {children}
    </span>
  );
}
