import { useState } from 'react';
import type { SessionRequestView } from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useSnackbar } from '../../../components/ui/snackbar';
import { errorText } from '../../../lib/error-text';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useAcceptProposal } from '../api/accept-proposal';
import { useChangeRequest } from '../api/change-request';
import { RequestCard } from './request-card';

const OPEN = new Set(['pending', 'proposed']);

/** The client's open requests: accept a proposed time, or withdraw a request. */
export function RequestList({ requests }: { requests: readonly SessionRequestView[] }) {
  const { t } = useI18n();
  const snackbar = useSnackbar();
  const accept = useAcceptProposal();
  const change = useChangeRequest();
  const [withdrawing, setWithdrawing] = useState<SessionRequestView | null>(null);
  const open = requests.filter((request) => OPEN.has(request.state));
  if (open.length === 0) return null;

  const fail = (error: unknown) => snackbar.show(errorText(error, t), 'error');
  const onAccept = (request: SessionRequestView) =>
    accept.mutate(
      { id: request.id, version: request.version },
      {
        onSuccess: (result) =>
          snackbar.show(result.message ?? t('sessions.request.accepted'), 'success'),
        onError: fail,
      },
    );
  const withdraw = (request: SessionRequestView) =>
    change.mutate(
      { id: request.id, body: { version: request.version, cancel: true } },
      {
        onSuccess: () => snackbar.show(t('sessions.request.withdrawn'), 'success'),
        onError: fail,
        onSettled: () => setWithdrawing(null),
      },
    );
  const busyId = accept.isPending ? accept.variables?.id : change.variables?.id;

  return (
    <section className="stack" aria-labelledby="requests-title">
      <h2 id="requests-title">{t('sessions.request.listTitle')}</h2>
      <ul className="session-grid" aria-labelledby="requests-title">
        {open.map((request) => (
          <RequestCard
            key={request.id}
            request={request}
            busy={(accept.isPending || change.isPending) && busyId === request.id}
            onAccept={onAccept}
            onWithdraw={setWithdrawing}
          />
        ))}
      </ul>
      {withdrawing ? (
        <Dialog
          title={t('sessions.request.withdrawTitle')}
          onEscape={() => setWithdrawing(null)}
          actions={
            <>
              <Button busy={change.isPending} onClick={() => withdraw(withdrawing)}>
                {t('sessions.request.withdrawConfirm')}
              </Button>
              <Button variant="ghost" onClick={() => setWithdrawing(null)}>
                {t('sessions.request.withdrawKeep')}
              </Button>
            </>
          }
        >
          <p>{t('sessions.request.withdrawBody')}</p>
        </Dialog>
      ) : null}
    </section>
  );
}
