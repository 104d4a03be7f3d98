import type { ReactNode } from 'react';
import './status-badge.css';

export type BadgeTone = 'neutral' | 'info' | 'warning' | 'success' | 'danger';

/** A small rounded state label; the tone carries meaning only together with the text. */
export function StatusBadge({
  tone = 'neutral',
  children,
}: {
  tone?: BadgeTone;
  children: ReactNode;
}) {
  return <span className={`status-badge tone-${tone}`}>{children}</span>;
}
