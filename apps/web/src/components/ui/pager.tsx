import { useI18n } from '../../lib/i18n/i18n-context';
import { Button } from './button';

interface PagerProps {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  busy?: boolean;
  /** The navigation's name when the screen has a more specific one than "Pages". */
  label?: string;
}

/** Previous / next with "page x of y" announced; hidden when everything fits on one page. */
export function Pager({ page, perPage, total, onPage, busy = false, label }: PagerProps) {
  const { t } = useI18n();
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={label ?? t('pager.label')}>
      <Button
        variant="ghost"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1 || busy}
        data-testid="pager-previous"
      >
        {t('pager.previous')}
      </Button>
      <span className="pager-status" aria-live="polite">
        {t('pager.status', { page, pages })}
      </span>
      <Button
        variant="ghost"
        onClick={() => onPage(page + 1)}
        disabled={page >= pages || busy}
        data-testid="pager-next"
      >
        {t('pager.next')}
      </Button>
    </nav>
  );
}

interface ListPagerProps {
  page: number;
  onPage: (page: number) => void;
  /** A paged list query: its page's meta, and whether the next page is being fetched. */
  query: { data?: { meta: { perPage: number; total: number } } | undefined; isFetching: boolean };
  label?: string;
}

/** The pager of a paged list query; nothing until its first page has come. */
export function ListPager({ page, onPage, query, label }: ListPagerProps) {
  if (!query.data) return null;
  const { perPage, total } = query.data.meta;
  return (
    <Pager
      page={page}
      perPage={perPage}
      total={total}
      onPage={onPage}
      busy={query.isFetching}
      {...(label === undefined ? {} : { label })}
    />
  );
}
