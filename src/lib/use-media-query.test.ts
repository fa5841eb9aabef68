import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHONE_QUERY, useMediaQuery } from './use-media-query';

/** A screen whose width the test sets: `matchMedia` answers PHONE_QUERY by it and tells of each change. */
function aScreen(phone: boolean) {
  const listeners = new Set<() => void>();
  let matches = phone;
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        get matches() {
          return query === PHONE_QUERY && matches;
        },
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return {
    listeners,
    turn(toPhone: boolean) {
      matches = toPhone;
      for (const listener of listeners) listener();
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useMediaQuery', () => {
  it('answers whether the screen matches, and follows it as it changes', () => {
    const screen = aScreen(false);
    const { result } = renderHook(() => useMediaQuery(PHONE_QUERY));
    expect(result.current).toBe(false);

    act(() => screen.turn(true));
    expect(result.current).toBe(true);

    act(() => screen.turn(false));
    expect(result.current).toBe(false);
  });

  it('stops listening once unmounted', () => {
    const screen = aScreen(true);
    const { unmount } = renderHook(() => useMediaQuery(PHONE_QUERY));
    expect(screen.listeners.size).toBe(1);

    unmount();

    expect(screen.listeners.size).toBe(0);
  });
});
