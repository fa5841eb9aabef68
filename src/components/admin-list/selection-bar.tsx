import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

type SelectionBarProps = {
  /** Rows ticked; ignored when everything matching is chosen. */
  count: number;
  /** Rows the filters match, on every page. */
  total: number;
  matching: boolean;
  /** Offers "everything matching" (the whole page is ticked and more rows match). */
  canSelectMatching: boolean;
  /** The rows counted with their noun ("3 users"). */
  countLabel: (count: number) => string;
  onSelectMatching: () => void;
  onClear: () => void;
  /** The bulk actions that can run on what is chosen. */
  children?: ReactNode;
};

/** Above a list with rows chosen: how many, a way to choose everything matching, to clear, and the actions. */
export function SelectionBar({
  count,
  total,
  matching,
  canSelectMatching,
  countLabel,
  onSelectMatching,
  onClear,
  children,
}: SelectionBarProps) {
  const { t } = useLingui();
  const chosen = countLabel(matching ? total : count);
  const all = countLabel(total);
  return (
    <div
      role="region"
      aria-label={t`Selection`}
      data-slot="selection-bar"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border bg-muted/60 px-3 py-2 text-sm"
    >
      <p aria-live="polite" className="font-medium">
        {matching ? (
          <Trans>All matching the filters are chosen: {chosen}</Trans>
        ) : (
          <Trans>Selected: {chosen}</Trans>
        )}
      </p>
      {canSelectMatching && !matching ? (
        <Button variant="link" size="sm" className="h-auto px-0" onClick={onSelectMatching}>
          <Trans>Select everything matching ({all})</Trans>
        </Button>
      ) : null}
      <Button variant="ghost" size="sm" onClick={onClear}>
        <Trans>Clear selection</Trans>
      </Button>
      {children ? <div className="flex flex-wrap gap-2 sm:ms-auto">{children}</div> : null}
    </div>
  );
}
