import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settingsKeys } from '@/api/queries/settings';
import { siteSettings } from '../../tests/fixtures/settings';
import { settingsHandlers } from '../../tests/msw/handlers/settings';
import { server } from '../../tests/msw/server';
import { renderScreen } from '../../tests/render-screen';
import { MaintenanceNotice } from './maintenance-notice';

describe('MaintenanceNotice', () => {
  it('tells owners while the site is in maintenance mode', async () => {
    server.use(settingsHandlers.site(siteSettings({ maintenance_mode: true })));
    await renderScreen(
      <>
        <h1>Page</h1>
        <MaintenanceNotice />
      </>,
      '/dashboard',
      'Page',
    );
    expect(await screen.findByText('Maintenance in progress', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/Your tracking keeps running/)).toBeTruthy();
  });

  it('says nothing otherwise', async () => {
    server.use(settingsHandlers.site(siteSettings({ maintenance_mode: false })));
    const { queryClient } = await renderScreen(
      <>
        <h1>Page</h1>
        <MaintenanceNotice />
      </>,
      '/dashboard',
      'Page',
    );
    await waitFor(() => expect(queryClient.getQueryState(settingsKeys.site())?.status).toBe('success'));
    expect(screen.queryByText('Maintenance in progress')).toBeNull();
  });
});
