import { i18n } from '@lingui/core';
import { cleanup } from '@testing-library/react';
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

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
});
afterEach(() => {
  // Each test renders into an empty document.
  cleanup();
  server.resetHandlers();
});
afterAll(() => {
  server.close();
});
