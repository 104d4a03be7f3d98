import { Link } from 'react-router';
import {
  THERAPY_CYCLES,
  formatZoned,
  type Currency,
  type Slot,
  type TherapistSummary,
} from '@ravan/contract';
import { useI18n } from '../../../lib/i18n/i18n-context';
import type { MessageId } from '../../../locales/fa';
import { moneyText } from '../../../lib/money-text';
import { languagesText, therapistBio, therapistName } from '../../../lib/therapist-text';
import { TherapistPhoto } from './therapist-photo';

export interface SoonestState {
  loading: boolean;
  slot: Slot | null | undefined;
}

const listFormats = new Map<string, Intl.ListFormat>();
function listOf(items: string[], locale: string): string {
  let format = listFormats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { type: 'conjunction' });
    listFormats.set(locale, format);
  }
  return format.format(items);
}

/**
 * One therapist in the directory: photo or monogram, name, bio, fields, approaches, languages,
 * the session fee and the soonest free time in the visitor's zone (Solar in fa).
 */
export function TherapistCard({
  therapist,
  fee,
  soonest,
  tz,
  headingLevel = 2,
}: {
  therapist: TherapistSummary;
  fee: { amount: number; currency: Currency } | null;
  soonest: SoonestState;
  tz: string;
  headingLevel?: 2 | 3;
}) {
  const { t, locale } = useI18n();
  const name = therapistName(therapist, locale);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const fieldNames = therapist.fields.map((field) =>
    (THERAPY_CYCLES as readonly string[]).includes(field)
      ? t(`directory.field.${field}` as MessageId)
      : field,
  );
  return (
    <article className="site-card therapist-card" data-testid="directory-card">
      <div className="therapist-card-head">
        <TherapistPhoto therapist={therapist} />
        <div>
          <Heading className="therapist-card-name">
            <bdi>{name}</bdi>
          </Heading>
          <p className="therapist-card-bio">{therapistBio(therapist, locale)}</p>
        </div>
      </div>
      <ul className="therapist-facts">
        {fieldNames.length > 0 ? (
          <li>{t('directory.fields', { list: listOf(fieldNames, locale) })}</li>
        ) : null}
        {therapist.approaches.length > 0 ? (
          <li>
            {t('directory.approaches', {
              list: `\u2068${listOf(therapist.approaches, locale)}\u2069`,
            })}
          </li>
        ) : null}
        {therapist.languages.length > 0 ? (
          <li>{t('directory.languages', { list: languagesText(therapist, locale) })}</li>
        ) : null}
        {fee ? (
          <li data-testid="directory-fee">
            {t('directory.fee', { amount: moneyText(fee.amount, fee.currency, locale) })}
          </li>
        ) : null}
      </ul>
      <p className="therapist-soonest" data-testid="directory-soonest" aria-live="polite">
        {soonest.loading
          ? t('directory.soonestLoading')
          : soonest.slot
            ? t('directory.soonest', {
                when: formatZoned(soonest.slot.start, { locale, tz }, 'datetime'),
              })
            : soonest.slot === null
              ? t('directory.noneSoon')
              : null}
      </p>
      <Link
        className="btn btn-secondary"
        to={`/calendar?doctor=${therapist.id}`}
        aria-label={t('directory.seeTimesOf', { name })}
      >
        {t('directory.seeTimes')}
      </Link>
    </article>
  );
}
