import { useSyncExternalStore } from 'react';
import { subscribeTheme, themeSnapshot, type Theme } from './theme';

/** The chosen theme, re-rendering when anything sets another one (the header's switch, the palette). */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribeTheme, themeSnapshot);
}
