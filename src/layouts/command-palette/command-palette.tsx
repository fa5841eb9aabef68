import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { PaletteOption } from './palette-options';
import { usePaletteGroups } from './use-palette-groups';

export type CommandPaletteProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What had the focus before the palette opened; it gets it back when the palette closes. */
  returnFocus: () => HTMLElement | null;
};

/**
 * The ⌘K palette: a dialog with a combobox over a listbox of screens and records (WAI-ARIA combobox
 * pattern, the focus stays in the input and `aria-activedescendant` names the active option).
 */
export function CommandPalette({ open, onOpenChange, returnFocus }: CommandPaletteProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay data-slot="command-palette-overlay" className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          data-slot="command-palette"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // Radix returns focus to a Dialog.Trigger; the palette may have been opened by the keyboard.
            event.preventDefault();
            returnFocus()?.focus();
          }}
          className="fixed top-4 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 flex-col overflow-hidden rounded-lg border bg-background text-foreground shadow-lg outline-none sm:top-[12vh] sm:max-h-[70vh]"
        >
          <Dialog.Title className="sr-only">{t`Search`}</Dialog.Title>
          <PaletteBody onChosen={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PaletteBody({ onChosen }: { onChosen: () => void }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(0);
  const { groups, searching, failed, retry, remember } = usePaletteGroups(typed);
  const listboxId = useId();
  const options = groups.flatMap((group) => group.options);
  const activeIndex = Math.min(active, options.length - 1);
  const optionId = (index: number) => `${listboxId}-${index}`;
  const count = options.length;

  const choose = (option: PaletteOption | undefined) => {
    if (!option) return;
    remember(option);
    onChosen();
    if (option.run) option.run();
    else if (option.href) void router.navigate({ href: option.href });
  };
  const move = (index: number) => {
    if (count === 0) return;
    const next = (index + count) % count;
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(activeIndex + 1),
      ArrowUp: () => move(activeIndex - 1),
      Home: () => move(0),
      End: () => move(count - 1),
      Enter: () => choose(options[activeIndex]),
    };
    const action = keys[event.key];
    if (!action || event.nativeEvent.isComposing) return;
    event.preventDefault();
    action();
  };

  // Each group's first option's place in the flat list, for the options' ids.
  const starts = groups.map((_, at) =>
    groups.slice(0, at).reduce((sum, group) => sum + group.options.length, 0),
  );
  return (
    <>
      <div className="flex items-center gap-2 border-b px-3">
        <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        <input
          role="combobox"
          aria-expanded={count > 0}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={count > 0 ? optionId(activeIndex) : undefined}
          aria-label={t`Search screens and records`}
          placeholder={t`Search screens and records`}
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          className="h-12 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-muted-foreground sm:text-sm"
        />
      </div>
      <div
        id={listboxId}
        role="listbox"
        aria-label={t`Results`}
        className="min-h-0 flex-1 overflow-y-auto p-2 empty:hidden"
      >
        {groups.map((group, groupAt) => {
          const labelId = `${listboxId}-${group.key}`;
          return (
            <div key={group.key} role="group" aria-labelledby={labelId} className="pb-2">
              <div
                id={labelId}
                role="presentation"
                className="px-2 py-1.5 text-xs font-medium text-muted-foreground"
              >
                {i18n._(group.label)}
              </div>
              {group.options.map((option, optionAt) => {
                const at = (starts[groupAt] ?? 0) + optionAt;
                const selected = at === activeIndex;
                return (
                  <div
                    key={option.key}
                    id={optionId(at)}
                    role="option"
                    aria-selected={selected}
                    data-key={option.key}
                    data-href={option.href}
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => setActive(at)}
                    onClick={() => choose(option)}
                    className={cn(
                      'flex min-h-10 cursor-pointer flex-col justify-center rounded-md px-2 py-1.5 text-sm',
                      selected && 'bg-accent text-accent-foreground',
                    )}
                  >
                    <span className="truncate">{option.label}</span>
                    {option.detail ? (
                      <span className="truncate text-xs text-muted-foreground">{option.detail}</span>
                    ) : null}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
      <PaletteStatus typed={typed} count={count} searching={searching} failed={failed} retry={retry} />
    </>
  );
}

type PaletteStatusProps = {
  typed: string;
  count: number;
  searching: boolean;
  failed: boolean;
  retry: () => void;
};

/** The state under the list, and the live region that reads out how many results there are once settled. */
function PaletteStatus({ typed, count, searching, failed, retry }: PaletteStatusProps) {
  const { t } = useLingui();
  const settled = typed.trim().length > 0 && !searching;
  const nothing = settled && count === 0;
  return (
    <>
      {/* Outside the strip below, which phones hide while it would only hold the keyboard hint. */}
      <p role="status" className="sr-only">
        {settled ? t`${plural(count, { one: '# result', other: '# results' })}` : ''}
      </p>
      <div
        className={cn(
          'border-t px-3 py-2 text-sm text-muted-foreground',
          !searching && !failed && !nothing && 'max-sm:hidden',
        )}
      >
        {searching ? (
          <p>
            <Trans>Searching…</Trans>
          </p>
        ) : failed ? (
          <div role="alert" className="flex items-center justify-between gap-2 text-destructive">
            <Trans>The search failed.</Trans>
            <Button type="button" variant="outline" size="sm" onClick={retry}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : nothing ? (
          <p>
            <Trans>Nothing found</Trans>
          </p>
        ) : (
          <p aria-hidden>
            <Trans>↑ ↓ to move, Enter to open, Esc to close</Trans>
          </p>
        )}
      </div>
    </>
  );
}
