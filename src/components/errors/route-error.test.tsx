import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { RouteError } from './route-error';

function renderRoute(loader: () => Promise<string>) {
  const rootRoute = createRootRoute();
  const page = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    loader,
    component: () => <p>Loaded</p>,
    errorComponent: RouteError,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe('RouteError', () => {
  it("shows the error screen for a route's failure", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute(() => Promise.reject(new ApiError({ message: 'No connection to the server.', status: 0 })));
    expect(await screen.findByRole('heading', { name: 'Network Error' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('No connection to the server.');
    expect(screen.getByRole('button', { name: 'Reload Application' })).toBeTruthy();
  });

  it('loads the route again on Try Again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new SyntaxError('Unexpected token <'))
      .mockResolvedValue('ok');
    renderRoute(loader);
    await userEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Loaded')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
