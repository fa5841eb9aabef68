import { useRef } from 'react';

/**
 * The element to give the focus back to: the focused one, or for an item of a menu (gone once the dialog
 * it opened closes) the button that opened the menu, which names the menu in its aria-controls.
 */
function openerOf(focused: Element | null): HTMLElement | null {
  let element = focused;
  for (let menu = element?.closest('[role="menu"]'); menu?.id; menu = element?.closest('[role="menu"]')) {
    const id = menu.id;
    element =
      [...document.querySelectorAll('[aria-controls]')].find(
        (control) => control.getAttribute('aria-controls') === id,
      ) ?? null;
  }
  return element instanceof HTMLElement && element !== document.body ? element : null;
}

/**
 * Gives the focus back to what opened a Radix dialog that has no Dialog.Trigger (a screen's own button, a
 * menu item), since Radix gives it back to a trigger alone: `remember` in onOpenAutoFocus, before the
 * dialog moves the focus in, and `giveBack` in onCloseAutoFocus.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    remember: () => {
      opener.current = openerOf(document.activeElement);
    },
    giveBack: (event: Event) => {
      event.preventDefault();
      if (opener.current?.isConnected) opener.current.focus();
      opener.current = null;
    },
  };
}
