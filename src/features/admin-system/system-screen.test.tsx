import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { anAdmin } from '../../../tests/fixtures/user';
import { aLogLine, adminSystemHandlers, aSystemHealth } from '../../../tests/msw/handlers/admin-system';
import { server } from '../../../tests/msw/server';
import { renderRoute } from '../../../tests/render-route';
import { signedInAs } from '../../../tests/session';

const administrator = anAdmin({ permissions: ['admin.system.view', 'admin.logs.view'] });

beforeAll(async () => {
  // Loaded before the first test, so its import does not eat into that test's time.
  await import('./system-screen');
});

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  server.use(
    adminSystemHandlers.health(),
    adminSystemHandlers.overview(),
    adminSystemHandlers.database(),
    adminSystemHandlers.performance(),
    adminSystemHandlers.logs(),
  );
});

async function renderSystem(path = '/admin/system') {
  signedInAs(administrator, administrator.permissions);
  const view = await renderRoute(path);
  await screen.findByRole('heading', { name: 'System status', level: 1 });
  return view;
}

describe('the system screen', () => {
  it('shows each health check with its status, measured value and thresholds, and the versions', async () => {
    await renderSystem();
    const checks = await screen.findByRole('list', { name: 'Health checks' });
    const backup = within(checks).getByText('Last backup').closest('li') as HTMLElement;
    expect(within(backup).getByText('Degraded')).toBeTruthy();
    expect(within(backup).getByText('No backup has been made yet')).toBeTruthy();
    expect(within(backup).getByText('Degraded above 26 h · down above 72 h')).toBeTruthy();
    const disk = within(checks).getByText('Disk of the data folder').closest('li') as HTMLElement;
    expect(within(disk).getByText('42.5 %')).toBeTruthy();
    expect(within(disk).getByText('Degraded below 10 % · down below 2 %')).toBeTruthy();
    expect(await screen.findByText('pg-boss 12.38.0')).toBeTruthy();
    expect(screen.getByText(/^1 h 1 min/)).toBeTruthy();
  });

  it('says the whole system is down when the health says so', async () => {
    server.use(adminSystemHandlers.health(aSystemHealth({ status: 'down' })));
    await renderSystem();
    const overall = (await screen.findByText('Overall')).parentElement as HTMLElement;
    expect(within(overall).getByText('Down')).toBeTruthy();
  });

  it('opens the tab the URL names: the database’s tables, estimates and why there are no slow statements', async () => {
    await renderSystem('/admin/system?tab=database');
    expect(await screen.findByText('events')).toBeTruthy();
    expect(screen.getByText(/planner’s estimates/)).toBeTruthy();
    expect(
      screen.getByText('The embedded database (PGlite) keeps no statistics of statements.'),
    ).toBeTruthy();
  });

  it('offers to try again when the database figures cannot be read', async () => {
    server.use(adminSystemHandlers.failing());
    await renderSystem('/admin/system?tab=database');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('shows the requests per operation and says they are this process’s, kept in memory', async () => {
    await renderSystem('/admin/system?tab=performance');
    expect(await screen.findByText('GET /api/v1/domains')).toBeTruthy();
    expect(screen.getByText(/kept in its memory minute by minute/)).toBeTruthy();
  });

  it('filters the log by level and links a line’s request to its activity and its own lines', async () => {
    const calls: URLSearchParams[] = [];
    server.use(
      adminSystemHandlers.logs([aLogLine({ level: 'warning', message: 'slow sign-in' })], (params) =>
        calls.push(params),
      ),
    );
    const user = userEvent.setup();
    const { router } = await renderSystem('/admin/system?tab=logs');
    const lines = await screen.findByRole('list', { name: 'Log lines' });
    expect(within(lines).getByText('slow sign-in')).toBeTruthy();
    const activity = within(lines).getByRole('link', { name: 'Activity of this request' });
    expect(decodeURIComponent(activity.getAttribute('href') ?? '')).toContain(
      'request_id=6f1c2b9e-0000-4000-8000-000000000001',
    );
    const jobs = within(lines).getByRole('link', { name: 'Jobs it queued' });
    // The queue screen's data filter holding {"requestId": …}, as typed there (the router quotes it).
    expect(decodeURIComponent(jobs.getAttribute('href') ?? '')).toMatch(
      /^\/admin\/queue-monitoring\?data=.*requestId.*6f1c2b9e-0000-4000-8000-000000000001/,
    );

    await user.selectOptions(screen.getByLabelText('Level'), 'warning');
    await waitFor(() => expect(calls.at(-1)?.get('filter[level]')).toBe('warning'));

    await user.click(within(lines).getByRole('button', { name: '6f1c2b9e-0000-4000-8000-000000000001' }));
    await waitFor(() =>
      expect(calls.at(-1)?.get('filter[request_id]')).toBe('6f1c2b9e-0000-4000-8000-000000000001'),
    );
    expect(router.state.location.search).toMatchObject({ tab: 'logs', level: 'warning' });
  });

  it('says when no line matches', async () => {
    server.use(adminSystemHandlers.logs([]));
    await renderSystem('/admin/system?tab=logs');
    expect(await screen.findByText('No log lines match')).toBeTruthy();
  });
});
