import { useState } from 'react';
import { REQUEST_STATES, type ConsoleRequest, type RequestState } from '@ravan/contract';
import { ListPager } from '../../../../components/ui/pager';
import { QueryView } from '../../../../components/ui/query-view';
import { SelectField } from '../../../../components/ui/select-field';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { useConsoleRequests } from '../../api/list-console-requests';
import { BookDialog } from './book-dialog';
import { DeclineDialog } from './decline-dialog';
import { RequestCard, type RequestAction } from './request-card';

type Answering = { action: RequestAction; request: ConsoleRequest } | null;

/** Requests addressed to this therapist or to anyone: pending ones first, oldest first. */
export function RequestsPanel() {
  const { t } = useI18n();
  const [state, setState] = useState<RequestState>('pending');
  const [page, setPage] = useState(1);
  const [answering, setAnswering] = useState<Answering>(null);
  const requests = useConsoleRequests(state, page);
  const close = () => setAnswering(null);

  return (
    <div className="stack">
      <div className="console-toolbar">
        <SelectField
          label={t('therapist.requests.filter')}
          className="console-filter"
          value={state}
          options={REQUEST_STATES.map((value) => ({
            value,
            label: t(`therapist.requestState.${value}`),
          }))}
          onChange={(event) => {
            setState(event.target.value as RequestState);
            setPage(1);
          }}
        />
      </div>
      <QueryView query={requests}>
        {({ data: list }) =>
          list.length === 0 ? (
            <p className="card muted" data-testid="console-requests-empty">
              {t(`therapist.requests.empty.${state}`)}
            </p>
          ) : (
            <ul className="console-list" aria-label={t('therapist.requests.listLabel')}>
              {list.map((request) => (
                <RequestCard
                  key={request.id}
                  request={request}
                  onAction={(action) => setAnswering({ action, request })}
                />
              ))}
            </ul>
          )
        }
      </QueryView>
      <ListPager page={page} onPage={setPage} query={requests} />
      {answering?.action === 'decline' ? (
        <DeclineDialog request={answering.request} onClose={close} />
      ) : answering ? (
        <BookDialog mode={answering.action} request={answering.request} onClose={close} />
      ) : null}
    </div>
  );
}
