import { useState } from 'react';
import type { ColumnVisibility } from './admin-columns';

/** Where a list remembers its column choice: one key per list. */
export function columnChoiceKey(listId: string): string {
  return `tracklane.admin-list.${listId}.columns`;
}

function readChoice(listId: string): ColumnVisibility {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(columnChoiceKey(listId)) ?? '{}');
    if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
    // Only yes/no per column: anything else stored there (an older format, a hand edit) is ignored.
    return Object.fromEntries(Object.entries(stored).filter(([, shown]) => typeof shown === 'boolean'));
  } catch {
    // Storage switched off or holding something unreadable: the list starts with its defaults.
    return {};
  }
}

/**
 * The columns a user chose to show or hide in one list, remembered in localStorage per list, so the
 * next visit (and every tab) opens the list as they left it. Columns never chosen keep their defaults.
 */
export function useColumnChoice(listId: string) {
  const [chosen, setChosen] = useState(() => readChoice(listId));
  function choose(key: string, shown: boolean) {
    const next = { ...chosen, [key]: shown };
    setChosen(next);
    try {
      localStorage.setItem(columnChoiceKey(listId), JSON.stringify(next));
    } catch {
      // Not remembered this time; the choice still applies until the page is left.
    }
  }
  function reset() {
    setChosen({});
    try {
      localStorage.removeItem(columnChoiceKey(listId));
    } catch {
      // Nothing to forget.
    }
  }
  return { chosen, choose, reset };
}
