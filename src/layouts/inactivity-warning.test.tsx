import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InactivityWarning } from './inactivity-warning';
import type { SessionSnapshot } from '@/auth/session/session-store-types';
import { renderWithI18n } from '../../tests/render-with-i18n';

/** A stand-in store whose warning the test switches. */
function fakeStore() {
  const listeners = new Set<() => void>();
  let snapshot: SessionSnapshot = { state: { status: 'initialising' }, inactivityWarning: false };
  const setWarning = (inactivityWarning: boolean) => {
    snapshot = { ...snapshot, inactivityWarning };
    for (const listener of listeners) listener();
  };
  return {
    setWarning,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    staySignedIn: vi.fn(() => setWarning(false)),
    signOut: vi.fn(() => Promise.resolve()),
  };
}

describe('InactivityWarning', () => {
  it('shows nothing until the session warns', () => {
    renderWithI18n(<InactivityWarning store={fakeStore()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens when the session warns, with the focus on staying signed in', async () => {
    const store = fakeStore();
    renderWithI18n(<InactivityWarning store={store} />);
    act(() => store.setWarning(true));
    const dialog = await screen.findByRole('dialog', { name: 'Are you still there?' });
    expect(dialog.textContent).toContain(
      'You have not been active for a while. For your security, you will be signed out in less than a minute.',
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stay signed in' }));
  });

  it('keeps the session and closes on "Stay signed in"', async () => {
    const store = fakeStore();
    renderWithI18n(<InactivityWarning store={store} />);
    act(() => store.setWarning(true));
    await userEvent.click(await screen.findByRole('button', { name: 'Stay signed in' }));
    expect(store.staySignedIn).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('counts Escape as staying signed in', async () => {
    const store = fakeStore();
    renderWithI18n(<InactivityWarning store={store} />);
    act(() => store.setWarning(true));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(store.staySignedIn).toHaveBeenCalled();
  });

  it('signs out at once on "Sign out"', async () => {
    const store = fakeStore();
    renderWithI18n(<InactivityWarning store={store} />);
    act(() => store.setWarning(true));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(store.signOut).toHaveBeenCalledWith('logout');
    expect(store.staySignedIn).not.toHaveBeenCalled();
  });
});
