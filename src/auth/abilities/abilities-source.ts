import { isApiError } from '@/api/api-error';
import { isFresh, readCachedAbilities, writeCachedAbilities } from './abilities-cache';

/** Spec section 9: the abilities call gets 5 seconds, then the cache is used. */
export const ABILITIES_TIMEOUT_MS = 5_000;

export interface LoadAbilitiesOptions {
  storage?: Storage;
  now?: () => number;
  timeoutMs?: number;
}

/**
 * The abilities of the signed-in user (spec section 6): from the cache while it is younger than 5
 * minutes, otherwise from `fetchAbilities` (GET /auth/abilities), cached with its time stamp. When the
 * call has not answered within 5 seconds, or no answer comes at all (network failure), the cache is used
 * whatever its age, or an empty list when there is none, so a slow network does not end the session; the
 * user's own permissions still apply. An error the server answered (401, 500…) rejects.
 */
export async function loadAbilities(
  fetchAbilities: (signal: AbortSignal) => Promise<readonly string[]>,
  { storage = localStorage, now = Date.now, timeoutMs = ABILITIES_TIMEOUT_MS }: LoadAbilitiesOptions = {},
): Promise<readonly string[]> {
  const cached = readCachedAbilities(storage);
  if (cached && isFresh(cached, now())) return cached.abilities;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const abilities = await fetchAbilities(controller.signal);
    writeCachedAbilities(storage, abilities, now());
    return abilities;
  } catch (error) {
    // Status 0: no response came back at all.
    if (controller.signal.aborted || (isApiError(error) && error.status === 0))
      return cached?.abilities ?? [];
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
