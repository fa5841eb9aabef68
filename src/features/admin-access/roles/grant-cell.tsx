import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';

type CheckedState = NonNullable<ComponentProps<typeof Checkbox>['checked']>;

interface GrantCellProps {
  /** Names the box for screen readers: "support grants admin.users.view". */
  label: string;
  checked: CheckedState;
  /** Differs from what the server holds: drawn as a change waiting to be saved. */
  staged: boolean;
  disabled: boolean;
  onChange: (grant: boolean) => void;
  /** Why the box cannot be changed (a built-in role), said on hover and to screen readers. */
  lockedReason?: string;
  /** A short count under the box (an area's "2/4"). */
  summary?: string;
}

/** One cell of the grid: does this role grant this permission (or this area), and is that saved yet. */
export function GrantCell({
  label,
  checked,
  staged,
  disabled,
  onChange,
  lockedReason,
  summary,
}: GrantCellProps) {
  const { t } = useLingui();
  return (
    <td
      data-staged={staged || undefined}
      title={lockedReason ?? (staged ? t`Changed, not saved yet` : undefined)}
      className={cn(
        'border-b px-2 py-2 text-center align-middle',
        staged && 'bg-warning/25 shadow-[inset_0_0_0_2px_var(--color-warning)]',
      )}
    >
      <Checkbox
        aria-label={label}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(next) => onChange(next === true)}
        className="size-5"
      />
      {summary ? (
        <span
          className={cn('block text-xs tabular-nums', staged ? 'text-foreground' : 'text-muted-foreground')}
        >
          {summary}
        </span>
      ) : null}
      {staged ? (
        <span className="sr-only">
          <Trans>Changed, not saved yet</Trans>
        </span>
      ) : null}
    </td>
  );
}
