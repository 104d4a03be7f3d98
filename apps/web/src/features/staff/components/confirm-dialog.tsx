import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useI18n } from '../../../lib/i18n/i18n-context';

/** Asks before a step that cannot be undone from the screen (Escape or Cancel keeps things). */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  return (
    <Dialog
      title={title}
      onEscape={busy ? undefined : onCancel}
      data-testid="confirm-dialog"
      actions={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {t('staff.payments.cancel')}
          </Button>
          <Button onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
