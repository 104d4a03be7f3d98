import { groupAccountNumber, type Factor } from '@ravan/contract';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useTransferDetails } from '../api/get-transfer-details';
import { CopyField } from './copy-field';

/**
 * The accounts to send a transfer to (holder, bank, IBAN, card number: set by admins per
 * platform and currency) and the invoice's reference to write in the transfer's description.
 */
export function TransferDetails({ factor }: { factor: Factor }) {
  const { t } = useI18n();
  const details = useTransferDetails(factor.id);
  if (details.isError) return <p className="muted">{t('commerce.loadFailed')}</p>;
  if (!details.data) return <LoadingBlock label={t('app.loading')} />;
  const { accounts, reference } = details.data;
  return (
    <div className="stack-tight" data-testid="transfer-details">
      {accounts.length === 0 ? (
        <p className="muted" data-testid="transfer-no-account">
          {t('commerce.transfer.noAccount')}
        </p>
      ) : (
        <>
          <p className="pay-note">{t('commerce.transfer.intro')}</p>
          <ul className="transfer-accounts">
            {accounts.map((account) => (
              <li key={account.id} className="transfer-account" data-testid="transfer-account">
                <dl>
                  <dt>{t('commerce.transfer.holder')}</dt>
                  <dd>
                    <bdi>{account.holder_name}</bdi>
                  </dd>
                  <dt>{t('commerce.transfer.bank')}</dt>
                  <dd>
                    <bdi>{account.bank_name}</bdi>
                  </dd>
                  {account.iban ? (
                    <>
                      <dt>{t('commerce.transfer.iban')}</dt>
                      <dd dir="ltr" className="account-number" data-testid="transfer-iban">
                        {groupAccountNumber(account.iban)}
                      </dd>
                    </>
                  ) : null}
                  {account.card_number ? (
                    <>
                      <dt>{t('commerce.transfer.card')}</dt>
                      <dd dir="ltr" className="account-number" data-testid="transfer-card">
                        {groupAccountNumber(account.card_number)}
                      </dd>
                    </>
                  ) : null}
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
      <CopyField
        label={t('commerce.transfer.reference')}
        value={reference}
        copyLabel={t('commerce.transfer.copyReference')}
        testId="transfer-reference"
      />
      <p className="muted pay-note">{t('commerce.transfer.referenceHint')}</p>
    </div>
  );
}
