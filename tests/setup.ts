import { i18n } from '@lingui/core';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw/server';

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

// jsdom lays nothing out, so it leaves scrollIntoView out; a refused form calls it to show its first invalid
// field (tests spy on it to see which).
if (typeof window !== 'undefined' && typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => undefined;
}

// jsdom has no pointer capture, which Radix's select and menus ask for as they open; and it does not scroll, so
// its window.scrollTo (called by the router on every navigation) only reports that it is not implemented.
if (typeof window !== 'undefined') {
  if (typeof Element.prototype.hasPointerCapture !== 'function') {
    Object.assign(Element.prototype, {
      hasPointerCapture: () => false,
      releasePointerCapture: () => undefined,
    });
  }
  window.scrollTo = () => undefined;
}

// jsdom has no media queries: every one answers "no match" (a light system theme, motion allowed), unless a
// test stubs its own.
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  Object.assign(window, {
    matchMedia: (query: string) => ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }),
  });
}

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
});
afterEach(() => {
  // Each test renders into an empty document.
  cleanup();
  // Sonner keeps open notifications in its module and shows them to the next toaster that mounts.
  toast.dismiss();
  // What a test stored (a session, cached languages or abilities) is not the next test's.
  if (typeof window !== 'undefined') {
    localStorage.clear();
    sessionStorage.clear();
  }
  server.resetHandlers();
});
afterAll(() => {
  server.close();
});
