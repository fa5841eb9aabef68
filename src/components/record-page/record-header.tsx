import { Trans, useLingui } from '@lingui/react/macro';
import { MoreHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';

/** An action on the record: a button beside the title, or an entry of "More actions". */
export type RecordAction = {
  id: string;
  label: ReactNode;
  icon?: ReactNode;
  onSelect: () => void;
  /** Red for what removes or stops something. */
  tone?: 'destructive' | 'default';
};

type RecordHeaderProps = {
  title: ReactNode;
  /** The record's status, beside the title (a Badge). */
  status?: ReactNode;
  /** A line under the title (an email, an id, since when). */
  subtitle?: ReactNode;
  /** In order of importance: the first `shown` are buttons from `sm` up, the rest (all, on a phone) a menu. */
  actions?: readonly RecordAction[];
  shown?: number;
};

/**
 * A record page's header: the record's name as the page's heading, its status badge, a line about it,
 * and its actions. On a phone every action sits in one "More actions" menu, so the title keeps the width.
 */
export function RecordHeader({ title, status, subtitle, actions = [], shown = 2 }: RecordHeaderProps) {
  const { t } = useLingui();
  const buttons = actions.slice(0, shown);
  return (
    <header data-slot="record-header" className="flex flex-wrap items-start justify-between gap-4">
      <div className="grid min-w-0 gap-1">
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="min-w-0 text-2xl font-semibold tracking-tight break-words">{title}</h1>
          {status}
        </div>
        {subtitle ? <div className="text-sm break-words text-muted-foreground">{subtitle}</div> : null}
      </div>
      {actions.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2">
          {buttons.map((action) => (
            <Button
              key={action.id}
              variant={action.tone === 'destructive' ? 'destructive' : 'outline'}
              className="max-sm:hidden"
              onClick={action.onSelect}
            >
              {action.icon}
              {action.label}
            </Button>
          ))}
          {/* Not modal: an entry opens a dialog, which takes the focus from the closing menu. */}
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger asChild>
              <Button
                variant="outline"
                className={cn(actions.length === buttons.length && 'sm:hidden')}
                title={t`More actions`}
              >
                <MoreHorizontal aria-hidden />
                <span className="sm:hidden">
                  <Trans>Actions</Trans>
                </span>
                <span className="sr-only max-sm:hidden">
                  <Trans>More actions</Trans>
                </span>
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              {actions.map((action, index) => (
                <DropdownMenuItem
                  key={action.id}
                  variant={action.tone === 'destructive' ? 'destructive' : 'default'}
                  className={cn(index < buttons.length && 'sm:hidden')}
                  onSelect={action.onSelect}
                >
                  {action.icon}
                  {action.label}
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      ) : null}
    </header>
  );
}
