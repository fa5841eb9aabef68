import { toast, type ToastT } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { clampProgress, notify } from './notify';

afterEach(() => {
  toast.dismiss();
});

function shown(id: string | number): ToastT | undefined {
  return toast.getToasts().find((item): item is ToastT => item.id === id && 'type' in item);
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
  it('keeps error and loading toasts open until they are dismissed', () => {
    expect(shown(notify.error('Could not save'))?.duration).toBe(Infinity);
    expect(shown(notify.loading('Saving…'))?.duration).toBe(Infinity);
    expect(shown(notify.progress('Uploading', 10))?.duration).toBe(Infinity);
  });

  it('closes the other toasts after 5000 ms', () => {
    expect(shown(notify.success('Saved'))?.duration).toBe(5000);
    expect(shown(notify.info('Heads up'))?.duration).toBe(5000);
    expect(shown(notify.warning('Almost full'))?.duration).toBe(5000);
    expect(shown(notify.message('Hello'))?.duration).toBe(5000);
  });

  it('gives a loading toast the 5000 ms countdown when it turns into a success', () => {
    const id = notify.loading('Saving…');
    notify.success('Saved', { id });
    expect(shown(id)?.type).toBe('success');
    expect(shown(id)?.duration).toBe(5000);
  });

  it('lets the caller choose another duration', () => {
    expect(shown(notify.success('Saved', { duration: 1000 }))?.duration).toBe(1000);
  });

  it('removes a toast when it is dismissed', () => {
    const id = notify.error('Could not save');
    notify.dismiss(id);
    expect(shown(id)).toBeUndefined();
  });
});
