import { useCallback, useSyncExternalStore } from 'react';

/** Tailwind's `max-sm`: a screen narrower than its `sm` breakpoint, a phone. */
export const PHONE_QUERY = '(width < 40rem)';

/** Whether `query` matches the screen now, following it as it changes (a window resized, a phone turned). */
export function useMediaQuery(query: string): boolean {
  // One subscription per query, not one per render.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
