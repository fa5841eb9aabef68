import { afterEach, describe, expect, it, vi } from 'vitest';
import { withRefreshLock } from './refresh-lock';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'locks');
});

describe('withRefreshLock', () => {
  it('runs the task under the browser-wide refresh lock when the browser has Web Locks', async () => {
    const request = vi.fn((_name: string, task: () => Promise<void>) => task());
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    const task = vi.fn(() => Promise.resolve());
    await withRefreshLock(task);
    expect(request).toHaveBeenCalledWith('tracklane.session.refresh', task);
    expect(task).toHaveBeenCalledOnce();
  });

  it('just runs the task without Web Locks', async () => {
    const task = vi.fn(() => Promise.resolve());
    await withRefreshLock(task);
    expect(task).toHaveBeenCalledOnce();
  });
});
