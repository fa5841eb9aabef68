/** The interface themes; `system` follows the operating system's setting. */
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

/** Shared with public/theme-init.js, which applies the theme before the first paint. */
export const THEME_STORAGE_KEY = 'tracklane.theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** The remembered choice; `system` when none (or an unreadable one) is stored. */
export function storedTheme(storage: Pick<Storage, 'getItem'> = localStorage): Theme {
  const value = storage.getItem(THEME_STORAGE_KEY);
  return isTheme(value) ? value : 'system';
}

/** Whether `theme` paints dark, given the system's preference. */
export function isDark(theme: Theme, systemPrefersDark: boolean): boolean {
  return theme === 'dark' || (theme === 'system' && systemPrefersDark);
}

/** Paints the document in `theme` (the `dark` class and the native controls' colour scheme). */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement) {
  const dark = isDark(theme, window.matchMedia(DARK_QUERY).matches);
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

const listeners = new Set<() => void>();

/**
 * Calls `listener` after every `setTheme`, so every control showing the theme (the header's switch, the
 * command palette) follows a choice made in another; answers the function that unsubscribes. With
 * {@link themeSnapshot}, the pair React's useSyncExternalStore takes (see useTheme).
 */
export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The chosen theme now: the stored one, read each time, so it is never out of step with storage. */
export const themeSnapshot = (): Theme => storedTheme();

/** Remembers and applies `theme`, and tells every subscriber. */
export function setTheme(theme: Theme) {
  localStorage.setItem(THEME_STORAGE_KEY, theme);
  applyTheme(theme);
  for (const listener of listeners) listener();
}

/** Repaints when the system switches between light and dark while the choice is `system`. */
export function followSystemTheme(): () => void {
  const query = window.matchMedia(DARK_QUERY);
  const onChange = () => {
    if (storedTheme() === 'system') applyTheme('system');
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
