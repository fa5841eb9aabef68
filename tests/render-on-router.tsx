import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';

/**
 * Tests only: renders `ui` as the page of a memory router (so its links work) inside the app's i18n.
 * Resolves once `readyText` shows.
 */
export async function renderOnRouter(ui: ReactNode, readyText: string | RegExp) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const view = render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  await screen.findByText(readyText);
  return view;
}
