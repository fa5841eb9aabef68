import { useSyncExternalStore } from 'react';

/** Tailwind's `max-sm`: a screen narrower than its `sm` breakpoint, a phone. */
export const PHONE_QUERY = '(width < 40rem)';

/** Whether `query` matches the screen now, following it as it changes (a window resized, a phone turned). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}
