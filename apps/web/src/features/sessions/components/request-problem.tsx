import { Link } from 'react-router';
import { Notice } from '../../../components/ui/notice';
import { useI18n } from '../../../lib/i18n/i18n-context';

export type RequestProblemCode = 'no_package' | 'request_profile_incomplete';

/** A refused request that the client can fix elsewhere: buy a package, or complete the profile. */
export function RequestProblem({ code, text }: { code: RequestProblemCode; text: string }) {
  const { t, locale } = useI18n();
  const target =
    code === 'no_package'
      ? { to: `/${locale}/panel/packages`, label: t('sessions.problem.packages') }
      : { to: `/${locale}/panel/setting`, label: t('sessions.problem.setting') };
  return (
    <Notice tone="error" testId="request-problem">
      <p>{text}</p>
      <Link className="btn btn-secondary" to={target.to}>
        {target.label}
      </Link>
    </Notice>
  );
}
