import { useState } from 'react';
import { Pager } from '../../../../components/ui/pager';
import { QueryView } from '../../../../components/ui/query-view';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { useStaffGiftCodes } from '../../api/staff-gift-codes';
import { GiftCodeForm } from './gift-code-form';
import { GiftCodeTable } from './gift-code-table';

/** Gift codes: the form for a new one, then every code, newest first. */
export function GiftCodesPanel() {
  const { t } = useI18n();
  const [page, setPage] = useState(1);
  const codes = useStaffGiftCodes(page);
  return (
    <div className="stack">
      <section className="card stack">
        <GiftCodeForm />
      </section>
      <section className="card stack" aria-label={t('staffCatalogue.giftCodes.list')}>
        <QueryView query={codes}>
          {(data) => (
            <>
              <GiftCodeTable codes={data.data} />
              <Pager
                page={page}
                perPage={data.meta.perPage}
                total={data.meta.total}
                onPage={setPage}
                busy={codes.isFetching}
              />
            </>
          )}
        </QueryView>
      </section>
    </div>
  );
}
