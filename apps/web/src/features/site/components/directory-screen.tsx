import { Button } from '../../../components/ui/button';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useDirectory } from '../api/directory';
import { useViewer } from '../../auth';
import { DirectoryList } from './directory-list';

/** The public therapist directory: browsable without an account. */
export function DirectoryScreen() {
  const { t } = useI18n();
  const { tz } = useViewer();
  const doctors = useDirectory();
  const therapists = (doctors.data ?? []).filter((doctor) => !doctor.is_evaluator);
  return (
    <div className="site-section stack">
      <header className="site-intro">
        <h1>{t('directory.title')}</h1>
        <p className="muted">{t('directory.lead', { zone: `\u2068${tz}\u2069` })}</p>
      </header>
      {doctors.isError ? (
        <div className="notice notice-error" role="alert">
          <p>{t('directory.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void doctors.refetch()}>
            {t('directory.retry')}
          </Button>
        </div>
      ) : !doctors.data ? (
        <LoadingBlock label={t('app.loading')} />
      ) : therapists.length === 0 ? (
        <p>{t('directory.empty')}</p>
      ) : (
        <DirectoryList therapists={therapists} />
      )}
    </div>
  );
}
