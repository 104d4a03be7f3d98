import { FactorListSection, WalletSection } from '../../features/commerce';
import { useI18n } from '../../lib/i18n/i18n-context';
import '../../styles/commerce.css';

/** SPEC.md §2 factors: the wallet and the invoices. */
export function Component() {
  const { t } = useI18n();
  return (
    <section className="stack commerce-page">
      <h1>{t('screen.factors')}</h1>
      <div className="factors-layout">
        <WalletSection />
        <FactorListSection />
      </div>
    </section>
  );
}
