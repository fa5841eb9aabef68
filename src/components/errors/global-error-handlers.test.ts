import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installGlobalErrorHandlers } from './global-error-handlers';

let uninstall: () => void;
beforeEach(() => {
  uninstall = installGlobalErrorHandlers(window);
});
afterEach(() => uninstall());

function rejection(reason: unknown) {
  // jsdom has no PromiseRejectionEvent; the handler only reads `reason`.
  return Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });
}

describe('installGlobalErrorHandlers', () => {
  it('logs an unhandled rejection as an error and suppresses it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reason = new Error('save failed');
    const event = rejection(reason);
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(error).toHaveBeenCalledWith('Unhandled promise rejection:', reason);
  });

  it('logs an unhandled rejection of an ignored class only as a warning, and suppresses it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const event = rejection(new DOMException('The operation was aborted.', 'AbortError'));
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(warn).toHaveBeenCalledOnce();
    expect(error).not.toHaveBeenCalled();
  });

  it('quiets uncaught errors of the ignored classes, also when they carry only a message', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const event = new ErrorEvent('error', {
      cancelable: true,
      message: 'ResizeObserver loop completed with undelivered notifications.',
    });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('leaves other uncaught errors to the browser', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const event = new ErrorEvent('error', { cancelable: true, error: new TypeError('x is not a function') });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it('stops handling once removed', () => {
    uninstall();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const event = rejection(new Error('late'));
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
