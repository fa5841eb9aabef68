import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { clampPage, PAGE_SIZES, pageCount, pageRange, pagerSlots } from '@/lib/pagination';

type PaginationProps = {
  /** The current page, from 1. */
  page: number;
  pageSize: number;
  /** Rows in the whole list. */
  total: number;
  onPageChange: (page: number) => void;
  /** Without it the page-size choice is hidden. The caller usually goes back to page 1 as well. */
  onPageSizeChange?: (pageSize: number) => void;
  pageSizes?: readonly number[];
  className?: string;
};

/**
 * The pager under a list: "Showing 11–20 of 45", the page size and up to seven page buttons with
 * gaps (see `pagerItems`), three on a phone. Buttons, not links: the list keeps its page in the URL through the caller.
 */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  pageSizes = PAGE_SIZES,
  className,
}: PaginationProps) {
  const { t, i18n } = useLingui();
  const sizeId = useId();
  const count = pageCount(total, pageSize);
  const current = clampPage(page, count);
  const range = pageRange(current, pageSize, total);
  const numbers = new Intl.NumberFormat(i18n.locale);
  const from = numbers.format(range.from);
  const to = numbers.format(range.to);
  const all = numbers.format(total);

  return (
    <div
      data-slot="pagination"
      className={cn('flex flex-wrap items-center justify-between gap-x-6 gap-y-3 text-sm', className)}
    >
      <p role="status" className="text-muted-foreground">
        {total > 0 ? (
          <Trans>
            Showing {from}–{to} of {all}
          </Trans>
        ) : null}
      </p>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        {onPageSizeChange ? (
          <div className="flex items-center gap-2">
            <Label htmlFor={sizeId} className="font-normal whitespace-nowrap">
              <Trans>Rows per page</Trans>
            </Label>
            <Select value={String(pageSize)} onValueChange={(value) => onPageSizeChange(Number(value))}>
              <SelectTrigger id={sizeId} size="sm">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {pageSizes.map((size) => (
                  <SelectItem key={size} value={String(size)}>
                    {numbers.format(size)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        ) : null}
        <nav aria-label={t`Pagination`}>
          <ul className="flex items-center gap-1">
            <li>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t`Previous page`}
                disabled={current <= 1}
                onClick={() => onPageChange(current - 1)}
              >
                <ChevronLeft />
              </Button>
            </li>
            {pagerSlots(current, count).map(({ item, wide, narrow }) => {
              const shown = cn(!wide && 'sm:hidden', !narrow && 'max-sm:hidden');
              if (typeof item !== 'number') {
                return (
                  <li
                    key={item}
                    aria-hidden="true"
                    className={cn('flex size-9 items-center justify-center', shown)}
                  >
                    …
                  </li>
                );
              }
              const number = numbers.format(item);
              return (
                <li key={item} className={shown || undefined}>
                  <Button
                    variant={item === current ? 'outline' : 'ghost'}
                    size="icon"
                    aria-label={t`Page ${number}`}
                    aria-current={item === current ? 'page' : undefined}
                    className="tabular-nums aria-[current=page]:border-primary aria-[current=page]:font-semibold"
                    onClick={() => {
                      if (item !== current) onPageChange(item);
                    }}
                  >
                    {number}
                  </Button>
                </li>
              );
            })}
            <li>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t`Next page`}
                disabled={current >= count}
                onClick={() => onPageChange(current + 1)}
              >
                <ChevronRight />
              </Button>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}
