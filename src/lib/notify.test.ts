import { toast, type ToastT } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clampProgress, notify } from './notify';

afterEach(() => {
  toast.dismiss();
});

function find(id: string | number): ToastT | undefined {
  return toast.getToasts().find((item): item is ToastT => item.id === id && 'type' in item);
}

/** The toast once sonner, which notify loads on first use, has it. */
function shown(id: string | number, type?: ToastT['type']): Promise<ToastT> {
  return vi.waitFor(() => {
    const item = find(id);
    if (!item || (type && item.type !== type)) throw new Error(`toast ${String(id)} is not shown yet`);
    return item;
  });
}

describe('clampProgress', () => {
  it('keeps progress between 0 and 100', () => {
    expect(clampProgress(-5)).toBe(0);
    expect(clampProgress(150)).toBe(100);
    expect(clampProgress(42)).toBe(42);
    expect(clampProgress(Number.NaN)).toBe(0);
  });
});

describe('notify', () => {
  it('keeps error and loading toasts open until they are dismissed', async () => {
    expect((await shown(notify.error('Could not save'))).duration).toBe(Infinity);
    expect((await shown(notify.loading('Saving…'))).duration).toBe(Infinity);
    expect((await shown(notify.progress('Uploading', 10))).duration).toBe(Infinity);
  });

  it('closes the other toasts after 5000 ms', async () => {
    expect((await shown(notify.success('Saved'))).duration).toBe(5000);
    expect((await shown(notify.info('Heads up'))).duration).toBe(5000);
    expect((await shown(notify.warning('Almost full'))).duration).toBe(5000);
    expect((await shown(notify.message('Hello'))).duration).toBe(5000);
  });

  it('gives a loading toast the 5000 ms countdown when it turns into a success', async () => {
    const id = notify.loading('Saving…');
    notify.success('Saved', { id });
    expect((await shown(id, 'success')).duration).toBe(5000);
  });

  it('lets the caller choose another duration', async () => {
    expect((await shown(notify.success('Saved', { duration: 1000 }))).duration).toBe(1000);
  });

  it('shows the same words of the same kind once, however often they are notified', async () => {
    const first = notify.warning('Too many attempts');
    const again = notify.warning('Too many attempts');
    const other = notify.error('Too many attempts');
    await shown(other);
    expect(again).toBe(first);
    expect(other).not.toBe(first);
    expect(toast.getToasts().filter((item) => item.id === first)).toHaveLength(1);
  });

  it('removes a toast when it is dismissed', async () => {
    const id = notify.error('Could not save');
    await shown(id);
    notify.dismiss(id);
    await vi.waitFor(() => expect(find(id)).toBeUndefined());
  });
});

describe('the toaster', () => {
  it('is wanted from the first notification on, not before', async () => {
    vi.resetModules();
    const fresh = await import('./notify');
    const listener = vi.fn();
    fresh.toasterWanted.subscribe(listener);
    expect(fresh.toasterWanted.get()).toBe(false);

    fresh.notify.info('Hello');

    expect(fresh.toasterWanted.get()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
