import { type GuardDecision, type GuardRoute, decideRoute } from './decide-route';
import { LOGIN_PATH } from './guard-paths';
import { GUARD_TIMEOUT_MS, withGuardTimeout } from './guard-timeout';
import type { GuardUser } from './guard-user';
import { saveReturnUrl } from './return-url';

export interface GuardDependencies {
  /**
   * Initialises the session if it is not yet (stored token, verify-token) and resolves with the signed-in
   * user, or null. A token survives initialisation only when its user verified, so a user here means a
   * token exists.
   */
  ensureSession: () => Promise<GuardUser | null>;
  /** Fetches (or reads the cached) abilities of the signed-in user. */
  ensureAbilities: () => Promise<readonly string[]>;
  /** Where the return URL is saved; sessionStorage unless given. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Told why a guard that failed let navigation through; console.error unless given. */
  onError?: (error: unknown) => void;
  timeoutMs?: number;
}

const PROCEED: GuardDecision = { kind: 'proceed' };

/**
 * The whole route guard of spec section 4: initialises the session, fetches abilities when someone is
 * signed in, then decides. Navigation proceeds when that work takes longer than the time-out or when
 * anything in the guard fails. A signed-out visit to a protected route saves the return URL, except on a
 * preload (hovering a link is not an attempt to open it).
 */
export async function runGuard(
  route: GuardRoute & { preload?: boolean },
  deps: GuardDependencies,
): Promise<GuardDecision> {
  const { onError = console.error } = deps;
  try {
    const outcome = await withGuardTimeout(loadState(deps), deps.timeoutMs ?? GUARD_TIMEOUT_MS);
    if (outcome.timedOut) return PROCEED;
    const decision = decideRoute(outcome.value, route);
    if (decision.kind === 'redirect' && decision.to === LOGIN_PATH && decision.search && !route.preload) {
      saveReturnUrl(decision.search.redirect, deps.storage);
    }
    return decision;
  } catch (error) {
    onError(error);
    return PROCEED;
  }
}

async function loadState({ ensureSession, ensureAbilities }: GuardDependencies) {
  const user = await ensureSession();
  const abilities = user ? await ensureAbilities() : [];
  return { user, abilities };
}
