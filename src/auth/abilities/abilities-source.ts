import { isApiError } from '@/api/api-error';
import type { ApiClient } from '@/api/client';
import { clearCachedAbilities, isFresh, readCachedAbilities, writeCachedAbilities } from './abilities-cache';

/** Spec section 9: the abilities call gets 5 seconds, then the cache is used. */
export const ABILITIES_TIMEOUT_MS = 5_000;

export interface AbilitiesSourceOptions {
  api: ApiClient;
  /** True when the client holds an access token; without one there is nothing to ask for. */
  hasToken: () => boolean;
  storage?: Storage;
  now?: () => number;
  timeoutMs?: number;
}

/**
 * The abilities for the session (spec section 6): `load` answers from the cache while it is younger than
 * 5 minutes, otherwise asks GET /auth/abilities and caches the answer with its time stamp. When the call
 * has not answered within 5 seconds, or no answer comes at all (network failure), the cache is used
 * whatever its age, or an empty list when there is none, so a slow network does not end the session; the
 * user's own permissions still apply. An error the server answered (401, 500…) rejects. `clear` forgets the
 * cache; the session calls it on sign-out so the next user never sees these abilities.
 */
export function createAbilitiesSource({
  api,
  hasToken,
  storage = localStorage,
  now = Date.now,
  timeoutMs = ABILITIES_TIMEOUT_MS,
}: AbilitiesSourceOptions) {
  async function load(): Promise<readonly string[]> {
    if (!hasToken()) return [];
    const cached = readCachedAbilities(storage);
    if (cached && isFresh(cached, now())) return cached.abilities;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const { data } = await api.GET('/auth/abilities', { signal: controller.signal });
      if (!data) throw new TypeError('The server answered without a body');
      writeCachedAbilities(storage, data.data, now());
      return data.data;
    } catch (error) {
      // Status 0: no response came back at all.
      if (controller.signal.aborted || (isApiError(error) && error.status === 0))
        return cached?.abilities ?? [];
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  return { load, clear: () => clearCachedAbilities(storage) };
}

export type AbilitiesSource = ReturnType<typeof createAbilitiesSource>;
