import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  labels: {
    /** Accessible name of the navigation landmark. */
    nav: string;
    previous: string;
    next: string;
    /** e.g. 'Page 2 sur 5' */
    page: (page: number, pages: number) => string;
    /** e.g. '21–40 sur 93' */
    range: (from: number, to: number, total: number) => string;
  };
}

/** Previous / next page controls with the current range. */
export function Pagination({ page, pageSize, total, onPageChange, labels }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav aria-label={labels.nav} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground tabular-nums">{labels.range(from, to, total)}</p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {labels.previous}
        </Button>
        <span className="tabular-nums" aria-current="page">
          {labels.page(Math.min(page, pages), pages)}
        </span>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          {labels.next}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
