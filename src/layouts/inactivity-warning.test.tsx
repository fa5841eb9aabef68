import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_STORAGE_KEY } from '@/auth/session/inactivity-monitor';
import { SessionProvider } from '@/auth/session/session-context';
import { contract, envelope } from '../../tests/msw/contract';
import { server } from '../../tests/msw/server';
import { renderWithI18n } from '../../tests/render-with-i18n';
import { createTestSession, signedInAs } from '../../tests/session';
import { InactivityWarning } from './inactivity-warning';

const MINUTE = 60_000;

/**
 * The warning inside a signed-in session, which ends after 30 idle minutes. The clock and the monitor's
 * checks are the test's (fake Date and setInterval); everything else runs as usual.
 */
async function setup() {
  signedInAs();
  const logouts: (string | null)[] = [];
  server.use(
    contract.post('/auth/logout', ({ request }) => {
      logouts.push(request.headers.get('Authorization'));
      return envelope(null);
    }),
  );
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  const session = createTestSession();
  await session.initialise();
  renderWithI18n(
    <SessionProvider store={session}>
      <InactivityWarning />
    </SessionProvider>,
  );
  return { session, logouts };
}

/** Lets `ms` pass without activity, the monitor checking once a minute. */
function idleFor(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** Idle until the monitor's check in the last minute before the time-out. */
async function idleUntilWarned() {
  idleFor(30 * MINUTE);
  return screen.findByRole('dialog', { name: 'Are you still there?' });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('InactivityWarning', () => {
  it('shows nothing until the session warns', async () => {
    await setup();

    idleFor(29 * MINUTE);

    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens when the session warns, with the focus on staying signed in', async () => {
    await setup();

    const dialog = await idleUntilWarned();

    expect(dialog.textContent).toContain(
      'You have not been active for a while. For your security, you will be signed out in less than a minute.',
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stay signed in' }));
  });

  it('keeps the session and closes on "Stay signed in"', async () => {
    const { session } = await setup();
    await idleUntilWarned();

    await userEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(session.getSnapshot()).toMatchObject({
      state: { status: 'authenticated' },
      inactivityWarning: false,
    });
    // Staying counts as activity: the next warning is another half hour away.
    expect(localStorage.getItem(ACTIVITY_STORAGE_KEY)).toBe(String(Date.now()));
  });

  it('counts Escape as staying signed in', async () => {
    const { session } = await setup();
    await idleUntilWarned();

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(session.getSnapshot()).toMatchObject({
      state: { status: 'authenticated' },
      inactivityWarning: false,
    });
    expect(localStorage.getItem(ACTIVITY_STORAGE_KEY)).toBe(String(Date.now()));
  });

  it('signs out at once on "Sign out"', async () => {
    const { session, logouts } = await setup();
    await idleUntilWarned();

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(session.getSnapshot().state).toEqual({ status: 'anonymous', reason: 'logout' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(logouts).toEqual(['Bearer access-1']));
  });
});
