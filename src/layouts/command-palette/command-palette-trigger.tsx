import { useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { withEveryMessage } from '@/i18n/activate-locale';

// The palette (its dialog, combobox, queries and the admin nav) loads when first opened, with the messages
// beyond the first load's: the shell carries only this button and the ⌘K / Ctrl+K listener.
const CommandPalette = lazy(() =>
  withEveryMessage(import('./command-palette')).then((module) => ({ default: module.CommandPalette })),
);

const isApple = () => /Mac|iPhone|iPad/.test(navigator.userAgent);

/** The header's search button and the keyboard shortcut that opens the command palette anywhere. */
export function CommandPaletteTrigger() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const show = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setWanted(true);
    setOpen(true);
  };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.metaKey || event.ctrlKey) || event.altKey || event.key.toLowerCase() !== 'k') return;
      event.preventDefault();
      // The palette's dialog holds the focus while open; ⌘K there closes it, as in most palettes.
      if (open) setOpen(false);
      else show();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);
  const apple = isApple();
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
        onClick={show}
        className="text-muted-foreground max-sm:size-9 max-sm:px-0"
      >
        <Search aria-hidden />
        {/* Named by its word, shown from a tablet's width up and read out on a phone; the shortcut is
            told by aria-keyshortcuts, so its hint stays out of the name (axe label-content-name-mismatch). */}
        <span className="max-sm:sr-only">{t`Search`}</span>
        <kbd aria-hidden className="hidden rounded border bg-muted px-1.5 font-sans text-xs md:inline">
          {apple ? '⌘K' : t`Ctrl K`}
        </kbd>
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <CommandPalette open={open} onOpenChange={setOpen} returnFocus={() => opener.current} />
        </Suspense>
      ) : null}
    </>
  );
}
