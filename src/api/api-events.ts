import type { ApiError } from './api-error';

/** What the API layer announces; the app decides how to react (log out, toast, redirect). */
export type ApiEventType =
  'auth-error' | 'permission-error' | 'rate-limit' | 'server-error' | 'network-error';
export type ApiEventListener = (error: ApiError) => void;

export interface ApiEvents {
  /** Calls the listener for each event of this type; returns the function that unsubscribes it. */
  on(type: ApiEventType, listener: ApiEventListener): () => void;
  emit(type: ApiEventType, error: ApiError): void;
}

export function createApiEvents(): ApiEvents {
  const listeners = new Map<ApiEventType, Set<ApiEventListener>>();
  return {
    on(type, listener) {
      const set = listeners.get(type) ?? new Set();
      listeners.set(type, set);
      set.add(listener);
      return () => set.delete(listener);
    },
    emit(type, error) {
      for (const listener of listeners.get(type) ?? []) listener(error);
    },
  };
}

/** The event a failed status announces, if any (422 and other 4xx announce nothing). */
export function eventForStatus(status: number): ApiEventType | undefined {
  if (status === 0) return 'network-error';
  if (status === 401) return 'auth-error';
  if (status === 403) return 'permission-error';
  if (status === 429) return 'rate-limit';
  if ([500, 502, 503, 504].includes(status)) return 'server-error';
  return undefined;
}
