import type { ReactNode } from 'react';

/**
 * A message that stays on the screen (unlike the snackbar): success and info are announced
 * politely, errors at once.
 */
export function Notice({
  tone = 'info',
  children,
  testId,
}: {
  tone?: 'success' | 'error' | 'info';
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div
      className={`notice notice-${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      {children}
    </div>
  );
}
