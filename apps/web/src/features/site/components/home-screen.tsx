import { Link } from 'react-router';
import {
  EVALUATION_SESSION_MINUTES,
  OUTCOME_FIGURES,
  SESSION_MINUTES,
  SUPPORT_CALLBACK_HOURS,
} from '@ravan/contract';
import { telegramUrl, whatsappUrl } from '../../../config/support-contacts';
import { useI18n } from '../../../lib/i18n/i18n-context';
import type { MessageId } from '../../../locales/fa';
import { useSession } from '../../auth';
import { useDirectory } from '../api/directory';
import { DirectoryList } from './directory-list';
import { HomePrices } from './home-prices';

const STEPS = [1, 2, 3, 4] as const;

/**
 * The public home page (SPEC.md §1 in our words): what we offer, how it works in four steps, the
 * figures, prices, a few therapists, the refund promise and how to reach support. Its text is
 * static and shows at once; prices and therapists fill in from the API.
 */
export function HomeScreen() {
  const { t, locale, digits } = useI18n();
  const { loggedIn } = useSession();
  const base = `/${locale}`;
  const start = loggedIn ? `${base}/panel/dashboard` : `${base}/register`;
  const minutes = { minutes: SESSION_MINUTES, evaluation: EVALUATION_SESSION_MINUTES };
  const callback = {
    first: SUPPORT_CALLBACK_HOURS.preSession,
    second: SUPPORT_CALLBACK_HOURS.sessionRequest,
  };

  return (
    <>
      <section className="home-hero" aria-labelledby="home-title">
        <div className="home-hero-text">
          <h1 id="home-title">{t('home.hero.title')}</h1>
          <p className="home-lead">{t('home.hero.lead', minutes)}</p>
          <div className="home-actions">
            <Link className="btn btn-primary btn-large" to={start} data-testid="home-start">
              {t('home.hero.start')}
            </Link>
            <Link className="btn btn-ghost btn-large" to={`${base}/therapists`}>
              {t('home.hero.browse')}
            </Link>
          </div>
          <p className="home-figure-line">
            {t('home.hero.figure', { percent: OUTCOME_FIGURES.feltBetterPercent })}
          </p>
        </div>
      </section>

      <section className="site-section" aria-labelledby="home-steps">
        <h2 id="home-steps">{t('home.steps.title')}</h2>
        <ol className="steps">
          {STEPS.map((step) => (
            <li key={step} className="site-card step">
              <span className="step-number" aria-hidden="true">
                {digits(step)}
              </span>
              <h3>{t(`home.steps.${step}.title` as MessageId)}</h3>
              <p>
                {t(`home.steps.${step}.body` as MessageId, {
                  minutes: step === 2 ? EVALUATION_SESSION_MINUTES : SESSION_MINUTES,
                })}
              </p>
            </li>
          ))}
        </ol>
      </section>

      <section className="site-section" aria-labelledby="home-figures">
        <h2 id="home-figures">{t('home.figures.title')}</h2>
        <dl className="figures" data-testid="home-figures">
          <div className="site-card figure">
            <dt>{t('home.figures.feltBetter', { percent: OUTCOME_FIGURES.feltBetterPercent })}</dt>
            <dd>{t('home.figures.feltBetterText')}</dd>
          </div>
          <div className="site-card figure">
            <dt>{t('home.figures.effect', { sessions: OUTCOME_FIGURES.sessionsToFeelEffect })}</dt>
            <dd>{t('home.figures.effectText')}</dd>
          </div>
          <div className="site-card figure">
            <dt>{t('home.figures.average', OUTCOME_FIGURES.averageSessions)}</dt>
            <dd>{t('home.figures.averageText')}</dd>
          </div>
          <div className="site-card figure">
            <dt>{t('home.figures.callback', callback)}</dt>
            <dd>{t('home.figures.callbackText', callback)}</dd>
          </div>
        </dl>
      </section>

      <HomePrices packagesHref={`${base}/panel/packages`} />
      <HomeTherapists base={base} />

      <section className="site-section promise-grid" aria-label={t('home.refund.title')}>
        <div className="site-card promise">
          <h2>{t('home.refund.title')}</h2>
          <p>{t('home.refund.body')}</p>
        </div>
        <div className="site-card promise">
          <h2>{t('home.support.title')}</h2>
          <p>{t('home.support.body')}</p>
          <p className="support-links">
            <a
              className="btn btn-ghost"
              href={whatsappUrl()}
              rel="noopener noreferrer"
              target="_blank"
            >
              {t('home.support.whatsapp')}
            </a>
            <a
              className="btn btn-ghost"
              href={telegramUrl()}
              rel="noopener noreferrer"
              target="_blank"
            >
              {t('home.support.telegram')}
            </a>
          </p>
        </div>
      </section>

      <section className="site-section home-cta" aria-labelledby="home-cta">
        <h2 id="home-cta">{t('home.cta.title')}</h2>
        <p>{t('home.cta.body')}</p>
        <Link className="btn btn-primary btn-large" to={start}>
          {t('home.hero.start')}
        </Link>
      </section>
    </>
  );
}

function HomeTherapists({ base }: { base: string }) {
  const { t } = useI18n();
  const doctors = useDirectory();
  const therapists = (doctors.data ?? []).filter((doctor) => !doctor.is_evaluator).slice(0, 3);
  if (!doctors.data || therapists.length === 0) return null;
  return (
    <section className="site-section" aria-labelledby="home-therapists">
      <h2 id="home-therapists">{t('home.therapists.title')}</h2>
      <DirectoryList therapists={therapists} headingLevel={3} />
      <p>
        <Link to={`${base}/therapists`}>{t('home.therapists.all')}</Link>
      </p>
    </section>
  );
}
