import { Link } from 'react-router';
import {
  EVALUATION_SESSION_MINUTES,
  FREE_CHANGE_NOTICE_HOURS,
  FREE_RESCHEDULES_PER_PACKAGE,
  SESSION_MINUTES,
  formatZoned,
} from '@ravan/contract';
import { useI18n } from '../../../lib/i18n/i18n-context';
import type { MessageId } from '../../../locales/fa';

/** When the terms and the privacy notice were last changed (a new version asks for consent again). */
const LEGAL_UPDATED = '2026-11-23T12:00:00Z';

const SECTIONS = {
  terms: ['service', 'account', 'booking', 'payment', 'conduct', 'changes'],
  privacy: ['collect', 'use', 'access', 'security', 'rights', 'cookies'],
} as const;

const VALUES = {
  minutes: SESSION_MINUTES,
  evaluation: EVALUATION_SESSION_MINUTES,
  notice: FREE_CHANGE_NOTICE_HOURS,
  reschedules: FREE_RESCHEDULES_PER_PACKAGE,
};

/** The terms of use or the privacy notice: an intro, titled sections, the date and a contact line. */
export function LegalPage({ page }: { page: keyof typeof SECTIONS }) {
  const { t, locale } = useI18n();
  return (
    <article className="site-section legal" data-testid={`legal-${page}`}>
      <header className="site-intro">
        <h1>{t(page === 'terms' ? 'screen.terms' : 'screen.privacy')}</h1>
        <p className="muted">
          {t('legal.updated', {
            date: formatZoned(LEGAL_UPDATED, { locale, tz: 'UTC' }, 'date'),
          })}
        </p>
        <p className="home-lead">{t(`${page}.intro` as MessageId)}</p>
      </header>
      {SECTIONS[page].map((section) => (
        <section key={section} className="legal-section">
          <h2>{t(`${page}.${section}.title` as MessageId)}</h2>
          {t(`${page}.${section}.body` as MessageId, VALUES)
            .split('\n\n')
            .map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
        </section>
      ))}
      <p className="muted">{t('legal.contact')}</p>
      <p>
        <Link to={`/${locale}`}>{t('legal.back')}</Link>
      </p>
    </article>
  );
}
