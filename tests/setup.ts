import { i18n } from '@lingui/core';
import { configure } from '@testing-library/dom';
import { cleanup } from '@testing-library/preact';
import { act } from 'preact/test-utils';
import { runEffectsInReactOrder } from '@/lib/preact-effect-order';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server, TEST_API } from './msw/server';

// The app's `api` reads its address once, when first imported; test files share modules (isolate: false),
// so every file sets the same one before any import.
if (typeof window !== 'undefined') window.__TRACKLANE_CONFIG__ = { apiBaseUrl: TEST_API };

// As React Testing Library does it: every event is an act of its own (its renders and effects land before
// the next event), and waiting (findBy…, waitFor, user-event's pauses) happens outside act, so what is
// scheduled meanwhile renders as it would in a browser. @testing-library/preact would hold one act open
// around a whole user-event call instead, and nothing would render between two keystrokes.
configure({
  asyncWrapper: async (callback: () => Promise<unknown>) => {
    const result = await callback();
    // A turn of the timers, as React Testing Library takes too: what the events set off with a
    // setTimeout(0) (Radix moves the focus that way) lands before the test looks.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await act(async () => {});
    return result;
  },
  eventWrapper: (callback: () => unknown) => {
    let result: unknown;
    act(() => {
      result = callback();
    });
    return result;
  },
});

if (typeof window !== 'undefined') runEffectsInReactOrder();

// Messages fall back to their English source text when the catalog has none.
i18n.loadAndActivate({ locale: 'en', messages: {} });

// Radix measures checkboxes, tooltips and menus with ResizeObserver, which jsdom lacks (in the web tests).
if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  Object.assign(window, {
    ResizeObserver: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
}

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
});
afterEach(() => {
  // Each test renders into an empty document. Inside act, so the unmounted components' effect cleanups
  // run now rather than after a frame, when the test environment may be gone.
  act(cleanup);
  // Sonner keeps open notifications in its module and shows them to the next toaster that mounts.
  toast.dismiss();
  server.resetHandlers();
});
afterAll(() => {
  server.close();
});
