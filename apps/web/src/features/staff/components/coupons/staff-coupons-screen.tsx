import { useState } from 'react';
import { TabPanel, Tabs } from '../../../../components/ui/tabs';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { CouponsPanel } from './coupons-panel';
import { GiftCodesPanel } from './gift-codes-panel';
import '../staff-catalogue.css';

type Tab = 'coupons' | 'giftcodes';

/** Admin: discount codes and gift codes, one tab each. */
export function StaffCouponsScreen() {
  const { t } = useI18n();
  const [tab, setTab] = useState<Tab>('coupons');
  return (
    <section className="stack commerce-page">
      <div>
        <h1>{t('screen.staffCoupons')}</h1>
        <p className="muted">{t('staffCatalogue.coupons.intro')}</p>
      </div>
      <Tabs
        label={t('screen.staffCoupons')}
        idPrefix="staff-codes"
        items={[
          { id: 'coupons', label: t('staffCatalogue.coupons.tab') },
          { id: 'giftcodes', label: t('staffCatalogue.giftCodes.tab') },
        ]}
        selected={tab}
        onSelect={setTab}
      />
      <TabPanel idPrefix="staff-codes" id={tab}>
        {tab === 'coupons' ? <CouponsPanel /> : <GiftCodesPanel />}
      </TabPanel>
    </section>
  );
}
