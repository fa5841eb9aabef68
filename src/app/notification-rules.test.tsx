import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Notifications } from '@/components/ui/notifications';
import { notify } from '@/lib/notify';

// Spec section 9 as the user meets it, with the app's toaster and notify together: the existing unit
// tests check the durations notify asks for; these check what happens on screen over time.

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // jsdom has no pointer capture, which sonner asks for when a swipe starts.
  Element.prototype.setPointerCapture = vi.fn();
});
afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.useRealTimers();
});

function renderToaster() {
  render(
    <I18nProvider i18n={i18n}>
      <Notifications />
    </I18nProvider>,
  );
}

/** Sends a notification and waits for it: sonner draws new toasts on a later tick. */
async function show(send: () => unknown, text: string) {
  act(() => {
    send();
  });
  return screen.findByText(text);
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const toastOf = (element: HTMLElement) => element.closest('[data-sonner-toast]');

describe('notifications on screen', () => {
  it('closes a notification after 5000 ms, not before', async () => {
    renderToaster();
    await show(() => notify.success('Profile updated'), 'Profile updated');
    await advance(4800);
    expect(screen.queryByText('Profile updated')).toBeTruthy();
    await advance(600);
    expect(screen.queryByText('Profile updated')).toBeNull();
  });

  it('keeps error and loading notifications open until dismissed', async () => {
    renderToaster();
    await show(() => notify.error('Could not save'), 'Could not save');
    await show(() => notify.loading('Saving…'), 'Saving…');
    await advance(60_000);
    expect(screen.queryByText('Could not save')).toBeTruthy();
    expect(screen.queryByText('Saving…')).toBeTruthy();
  });

  it('pauses the countdown while hovered', async () => {
    renderToaster();
    const text = await show(() => notify.info('Heads up'), 'Heads up');
    const list = text.closest('[data-sonner-toaster]');
    if (!list) throw new Error('no toaster');
    await advance(1000);
    fireEvent.mouseEnter(list);
    await advance(10_000);
    expect(screen.queryByText('Heads up')).toBeTruthy();
    fireEvent.mouseLeave(list);
    await advance(3800);
    expect(screen.queryByText('Heads up')).toBeTruthy();
    await advance(600);
    expect(screen.queryByText('Heads up')).toBeNull();
  });

  it('dismisses a notification swiped to the right, even an error', async () => {
    renderToaster();
    const item = toastOf(await show(() => notify.error('Could not save'), 'Could not save'));
    if (!item) throw new Error('no toast');
    fireEvent.pointerDown(item, { clientX: 100, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(item, { clientX: 120, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(item, { clientX: 200, clientY: 10, pointerId: 1 });
    await advance(500);
    fireEvent.pointerUp(item, { clientX: 200, clientY: 10, pointerId: 1 });
    await advance(300);
    expect(screen.queryByText('Could not save')).toBeNull();
  });

  it('keeps a notification that was only nudged', async () => {
    renderToaster();
    const item = toastOf(await show(() => notify.error('Could not save'), 'Could not save'));
    if (!item) throw new Error('no toast');
    fireEvent.pointerDown(item, { clientX: 100, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(item, { clientX: 102, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(item, { clientX: 110, clientY: 10, pointerId: 1 });
    await advance(500);
    fireEvent.pointerUp(item, { clientX: 110, clientY: 10, pointerId: 1 });
    await advance(300);
    expect(screen.queryByText('Could not save')).toBeTruthy();
  });

  it('clamps a progress below 0 to 0', async () => {
    renderToaster();
    act(() => {
      notify.progress('Uploading report.csv', -20);
    });
    const bar = await screen.findByRole('progressbar', { name: 'Uploading report.csv' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
  });
});
