import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
} from 'react';

/** How the user opened a menu that loaded: from the keyboard its first item gets the focus. */
export type MenuOpening = 'keyboard' | 'pointer';

/**
 * A menu whose code (Radix menus, floating positioning, focus trapping) loads only when the user reaches
 * for it: until then the page shows a stand-in trigger with `triggerProps`. Loading starts when the pointer
 * or the focus reaches the trigger; using it answers `loaded`, what `load` brought and how the menu was
 * opened, for the caller to render the real menu, open, in the stand-in's place.
 */
export function useMenuOnDemand<T>(load: () => Promise<T>) {
  const [loaded, setLoaded] = useState<{ module: T; opening: MenuOpening } | null>(null);
  const open = (opening: MenuOpening) => void load().then((module) => setLoaded({ module, opening }));
  const triggerProps = {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
    // A click from Enter or Space has no pointer behind it (detail 0): the keyboard opened the menu.
    onClick: (event: ReactMouseEvent) => open(event.detail === 0 ? 'keyboard' : 'pointer'),
    onKeyDown: (event: ReactKeyboardEvent) => {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      open('keyboard');
    },
  };
  return { loaded, triggerProps };
}

/**
 * The open state of a menu that mounts because the user opened its stand-in (useMenuOnDemand): open at
 * once from a pointer; from the keyboard, the key the user pressed is replayed on the real trigger
 * (`triggerRef`), so that Radix opens the menu with its first item focused, as it does for a key.
 */
export function useOpenedMenu(opening: MenuOpening) {
  const [open, setOpen] = useState(opening === 'pointer');
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (opening !== 'keyboard') return;
    triggerRef.current?.focus();
    triggerRef.current?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
  }, [opening]);
  return { open, setOpen, triggerRef };
}
