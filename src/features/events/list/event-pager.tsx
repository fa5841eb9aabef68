import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { PAGE_SIZES, type PageSize } from '@/components/table/table-search';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

interface EventPagerProps {
  /** Events matching the filters, across every page. */
  total: number | undefined;
  perPage: PageSize;
  onPerPageChange: (size: PageSize) => void;
  /** Goes to the page before this one (newer events when newest come first); null on the first. */
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
  oldestFirst: boolean;
}

/**
 * The pager under the events: the total, the page size, and Newer/Older, which follow the server's
 * cursors (or page numbers while searching) rather than numbered pages: a deep page costs what the
 * first one does.
 */
export function EventPager({
  total,
  perPage,
  onPerPageChange,
  onPrevious,
  onNext,
  oldestFirst,
}: EventPagerProps) {
  const { t, i18n } = useLingui();
  const sizeId = useId();
  const numbers = new Intl.NumberFormat(i18n.locale);
  const newer = <Trans>Newer</Trans>;
  const older = <Trans>Older</Trans>;
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 text-sm">
      <p role="status" className="text-muted-foreground">
        {total === undefined ? null : <Plural value={total} one="# event" other="# events" />}
      </p>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <div className="flex items-center gap-2">
          <Label htmlFor={sizeId} className="font-normal whitespace-nowrap">
            <Trans>Rows per page</Trans>
          </Label>
          <Select
            value={String(perPage)}
            onValueChange={(value) => {
              const size = PAGE_SIZES.find((option) => String(option) === value);
              if (size) onPerPageChange(size);
            }}
          >
            <SelectTrigger id={sizeId} size="sm">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PAGE_SIZES.map((size) => (
                <SelectItem key={size} value={String(size)}>
                  {numbers.format(size)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <nav aria-label={t`Pagination`} className="flex items-center gap-1">
          <Button variant="outline" size="sm" disabled={!onPrevious} onClick={() => onPrevious?.()}>
            <ChevronLeft aria-hidden />
            {oldestFirst ? older : newer}
          </Button>
          <Button variant="outline" size="sm" disabled={!onNext} onClick={() => onNext?.()}>
            {oldestFirst ? newer : older}
            <ChevronRight aria-hidden />
          </Button>
        </nav>
      </div>
    </div>
  );
}
