import { useState } from 'react';

/** Where the sidebar remembers that the user collapsed it. */
export const SIDEBAR_COLLAPSED_STORAGE_KEY = 'tracklane.sidebar.collapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_COLLAPSED_STORAGE_KEY) === 'true';
  } catch {
    // Storage can be switched off; the sidebar then simply starts expanded.
    return false;
  }
}

/** The sidebar's collapsed state, kept across visits in localStorage. */
export function useSidebarCollapsed() {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  function toggle() {
    const next = !collapsed;
    setCollapsed(next);
    try {
      localStorage.setItem(SIDEBAR_COLLAPSED_STORAGE_KEY, String(next));
    } catch {
      // Not remembered this time; the toggle itself still works.
    }
  }
  return [collapsed, toggle] as const;
}
