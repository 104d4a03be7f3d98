import type { PackageSummary } from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { Money } from './money';

/** One package (SPEC.md §3: title, id, pivot.price) with its add-to-basket button. */
export function PackageCard({
  pkg,
  inBasket,
  busy,
  onAdd,
}: {
  pkg: PackageSummary;
  inBasket: boolean;
  busy: boolean;
  onAdd: (pkg: PackageSummary) => void;
}) {
  const { t } = useI18n();
  const headingId = `package-${pkg.id}`;
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
