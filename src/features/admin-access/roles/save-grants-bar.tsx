import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import type { RoleChange } from './role-grid-model';

interface SaveGrantsBarProps {
  changes: readonly RoleChange[];
  onDiscard: () => void;
  onReview: () => void;
}

/** Under the grid while changes wait: how many, and the way to save or drop them. */
export function SaveGrantsBar({ changes, onDiscard, onReview }: SaveGrantsBarProps) {
  const { t } = useLingui();
  const count = changes.reduce((sum, { added, removed }) => sum + added.length + removed.length, 0);
  return (
    <div
      role="region"
      aria-label={t`Unsaved changes`}
      data-slot="save-grants-bar"
      className="sticky bottom-0 z-30 -mx-1 flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card p-3 shadow-lg"
    >
      <p className="grid text-sm">
        <span className="font-medium">
          <Plural value={count} one="# change not saved yet" other="# changes not saved yet" />
        </span>
        <span className="break-all text-muted-foreground">
          {changes.map(({ role }) => role.name).join(', ')}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={onDiscard}>
          <Trans>Discard</Trans>
        </Button>
        <Button onClick={onReview}>
          <Trans>Review and save</Trans>
        </Button>
      </div>
    </div>
  );
}
