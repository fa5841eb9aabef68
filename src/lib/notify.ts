import { createElement, type ReactNode } from 'react';
import type { ExternalToast } from 'sonner';

/** Spec section 9: notifications close after 5 s, except errors and loading ones, which wait for the user. */
export const TOAST_DURATION_MS = 5000;
/** Spec section 9: at most 5 notifications on screen at once. */
export const MAX_VISIBLE_TOASTS = 5;

export type ToastKind = 'message' | 'success' | 'info' | 'warning' | 'error' | 'loading';

/** How long a notification of this kind stays: errors and loading ones stay until dismissed. */
export function toastDuration(kind: ToastKind): number {
  return kind === 'error' || kind === 'loading' ? Infinity : TOAST_DURATION_MS;
}

/** Keeps a notification's progress within 0-100 percent (a value that is not a number counts as 0). */
export function clampProgress(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

// Sonner arrives with the first notification rather than with the app: most first visits (the sign-in
// screen) show none. Every call chains on the same import, so notifications keep their order.
const sonner = { loaded: undefined as Promise<typeof import('sonner')> | undefined };
const wantedListeners = new Set<() => void>();

function withSonner(use: (module: typeof import('sonner')) => void) {
  if (!sonner.loaded) {
    sonner.loaded = import('sonner');
    wantedListeners.forEach((listener) => listener());
  }
  void sonner.loaded.then(use);
}

/** True once something was notified: the app mounts its toaster from then on. */
export const toasterWanted = {
  get: () => sonner.loaded !== undefined,
  subscribe: (listener: () => void) => {
    wantedListeners.add(listener);
    return () => wantedListeners.delete(listener);
  },
};

let lastId = 0;

/**
 * The id of a toast without one: the same words of the same kind are one toast, shown again rather than
 * stacked (the same refusal twice, a button pressed twice).
 */
function idOf(kind: ToastKind, message: ReactNode): string {
  return typeof message === 'string' ? `${kind}:${message}` : `notification-${++lastId}`;
}

function show(kind: ToastKind, message: ReactNode, options?: ExternalToast) {
  // The id is ours, so it can be returned before sonner has loaded. The duration is always explicit,
  // so a loading toast updated into a success one (same id) starts its 5 s countdown instead of
  // keeping Infinity.
  const id = options?.id ?? idOf(kind, message);
  const data = { ...options, id, duration: options?.duration ?? toastDuration(kind) };
  withSonner(({ toast }) => (kind === 'message' ? toast(message, data) : toast[kind](message, data)));
  return id;
}

function progressBar(label: string, percent: number) {
  return createElement(
    'div',
    {
      role: 'progressbar',
      'aria-label': label,
      'aria-valuemin': 0,
      'aria-valuemax': 100,
      'aria-valuenow': percent,
      'data-slot': 'toast-progress',
      className: 'mt-2 h-1.5 w-full overflow-hidden rounded-full bg-muted',
    },
    createElement('div', {
      className: 'h-full bg-primary transition-[width]',
      style: { width: `${percent}%` },
    }),
  );
}

/**
 * Shows notifications in the app's Toaster. Each call returns the toast's id; passing that id again in
 * `options.id` updates the toast in place (a loading toast turning into a success, say).
 */
export const notify = {
  message: (message: ReactNode, options?: ExternalToast) => show('message', message, options),
  success: (message: ReactNode, options?: ExternalToast) => show('success', message, options),
  info: (message: ReactNode, options?: ExternalToast) => show('info', message, options),
  warning: (message: ReactNode, options?: ExternalToast) => show('warning', message, options),
  error: (message: ReactNode, options?: ExternalToast) => show('error', message, options),
  loading: (message: ReactNode, options?: ExternalToast) => show('loading', message, options),
  /** A loading toast with a progress bar; call again with the same id as the value grows. */
  progress: (message: string, value: number, options?: ExternalToast) =>
    show('loading', message, { ...options, description: progressBar(message, clampProgress(value)) }),
  dismiss: (id?: string | number) => {
    withSonner(({ toast }) => toast.dismiss(id));
  },
};
