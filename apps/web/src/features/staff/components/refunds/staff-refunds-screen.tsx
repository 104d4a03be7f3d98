import { useSearchParams } from 'react-router';
import { QueryView } from '../../../../components/ui/query-view';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { useStaffFactor } from '../../api/staff-factor';
import { parseWhole } from '../../lib/number-text';
import { FactorLookupForm } from './factor-lookup-form';
import { FactorRefundCard } from './factor-refund-card';
import '../staff-catalogue.css';

/**
 * Support: a paid invoice found by its number, its unused sessions, and a refund of some of them
 * to the wallet or by the original method. The number stays in the address (`?factor=`).
 */
export function StaffRefundsScreen() {
  const { t } = useI18n();
  const [search, setSearch] = useSearchParams();
  const typed = parseWhole(search.get('factor') ?? '');
  const factorID = typed !== undefined && Number.isSafeInteger(typed) && typed > 0 ? typed : null;
  const factor = useStaffFactor(factorID);

  return (
    <section className="stack commerce-page">
      <div>
        <h1>{t('screen.staffRefunds')}</h1>
        <p className="muted">{t('staffRefunds.intro')}</p>
      </div>
      <section className="card stack" aria-label={t('staffRefunds.lookup')}>
        <FactorLookupForm
          key={factorID ?? 'none'}
          initial={factorID}
          busy={factor.isFetching}
          onFind={(id) => {
            setSearch({ factor: String(id) }, { replace: true });
            if (id === factorID) void factor.refetch();
          }}
        />
      </section>
      {factorID === null ? null : (
        <QueryView query={factor}>
          {(view) => <FactorRefundCard key={view.factor.id} view={view} />}
        </QueryView>
      )}
    </section>
  );
}
