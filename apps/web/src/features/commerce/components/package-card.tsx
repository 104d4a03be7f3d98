import { formatMoney, type PackageSummary } from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../lib/i18n/i18n-context';
import type { PackageValue } from '../lib/package-value';
import { Money } from './money';

/** First-strong isolation, so a Latin currency sign never reorders the sentence around it. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/**
 * One package (SPEC.md §3: title, id, pivot.price) with its price per session, its saving against
 * single sessions (when there is one) and its add-to-basket button.
 */
export function PackageCard({
  pkg,
  value,
  inBasket,
  busy,
  onAdd,
}: {
  pkg: PackageSummary;
  value: PackageValue;
  inBasket: boolean;
  busy: boolean;
  onAdd: (pkg: PackageSummary) => void;
}) {
  const { t, locale } = useI18n();
  const headingId = `package-${pkg.id}`;
  const money = (amount: bigint) => isolate(formatMoney(amount, pkg.pivot.currency, locale));
  return (
    <li className="card package-card" aria-labelledby={headingId} data-testid="package-card">
      <p className="package-kind">{t(`commerce.kind.${pkg.kind}`)}</p>
      <h2 id={headingId} className="package-title">
        {pkg.title}
      </h2>
      <p className="muted">
        {t('commerce.packages.sessions', {
          count: pkg.session_count,
          minutes: pkg.session_minutes,
        })}
      </p>
      <p className="package-price">
        <span className="visually-hidden">{t('commerce.packages.price')}: </span>
        <Money amount={pkg.pivot.price} currency={pkg.pivot.currency} testId="package-price" />
      </p>
      <p className="muted" data-testid="package-per-session">
        {t('commerce.packages.perSession', { price: money(value.perSession) })}
      </p>
      {value.saving ? (
        <p className="package-saving" data-testid="package-saving">
          {t('commerce.packages.saving', {
            amount: money(value.saving.amount),
            percent: value.saving.percent,
          })}
        </p>
      ) : null}
      {inBasket ? <p className="package-in-basket">{t('commerce.packages.inBasket')}</p> : null}
      <Button
        block
        variant={inBasket ? 'secondary' : 'primary'}
        busy={busy}
        onClick={() => onAdd(pkg)}
        aria-label={t('commerce.packages.addNamed', { title: pkg.title })}
      >
        {t('commerce.packages.add')}
      </Button>
    </li>
  );
}
