import { Button } from './button';

interface PagerProps {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  labels: { nav: string; previous: string; next: string; status: string };
  busy?: boolean;
}

/** Previous / next with "page x of y" announced; hidden when everything fits on one page. */
export function Pager({ page, perPage, total, onPage, labels, busy = false }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={labels.nav}>
      <Button
        variant="ghost"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1 || busy}
        data-testid="pager-previous"
      >
        {labels.previous}
      </Button>
      <span className="pager-status" aria-live="polite">
        {labels.status}
      </span>
      <Button
        variant="ghost"
        onClick={() => onPage(page + 1)}
        disabled={page >= pages || busy}
        data-testid="pager-next"
      >
        {labels.next}
      </Button>
    </nav>
  );
}
