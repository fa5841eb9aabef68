import { tooManyRequests } from './http-error.ts';

let scale = 1;
/** Every limiter made, so that a new server in this process can start with nothing counted. */
const limiters = new Set<RateLimiter>();

/**
 * Multiplies every limit (RATE_LIMIT_SCALE): the browser tests' servers see every test's sign-ins and
 * registrations come from one address, which a real office never does. 1 everywhere else.
 */
export function scaleRateLimits(factor: number) {
  if (!Number.isFinite(factor) || factor < 1)
    throw new Error('RATE_LIMIT_SCALE must be a number of at least 1');
  scale = factor;
}

/**
 * Counts attempts per key in a fixed window and refuses once `limit` is reached (429 with Retry-After).
 *
 * Most of our limits count what a handler decided (a wrong password, a refused token, a wrong code)
 * under a key it knows only once it has read the request (email and address, account, challenge), and a
 * success may clear the key. @fastify/rate-limit counts requests to a route under a key made from the
 * request alone and cannot clear one; hence this class, which any handler can call with any key.
 *
 * Kept in memory, per process: N processes behind a balancer each allow `limit`, which is acceptable for
 * these abuse limits. A limit that must hold across processes needs the windows in PostgreSQL: a table
 * (key primary key, count, reset_at) counted by one `INSERT … ON CONFLICT (key) DO UPDATE … RETURNING`
 * (a new window when reset_at has passed, with the app's clock passed in), expired rows deleted now and
 * then, and check, hit and consume awaited. The two-factor pause per account is kept in PostgreSQL that
 * way already, counted from the activity log (routes/auth/two-factor-pause.repo.ts).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly limit: number;
  private readonly windowMs: number;

  constructor(limit: number, windowMs: number) {
    this.limit = limit;
    this.windowMs = windowMs;
    limiters.add(this);
  }

  /** Throws 429 when `key` has used up its attempts in this window. */
  check(key: string, now = Date.now()) {
    const window = this.windows.get(key);
    if (window && window.resetAt > now && window.count >= this.limit * scale) {
      throw tooManyRequests(Math.ceil((window.resetAt - now) / 1000));
    }
  }

  /** Counts one attempt of `key`. */
  hit(key: string, now = Date.now()) {
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
      this.prune(now);
    } else {
      window.count += 1;
    }
  }

  /** Checks, then counts: for limits on every attempt rather than on failures. */
  consume(key: string, now = Date.now()) {
    this.check(key, now);
    this.hit(key, now);
  }

  reset(key: string) {
    this.windows.delete(key);
  }

  /** Forgets every key's attempts. */
  forgetAll() {
    this.windows.clear();
  }

  private prune(now: number) {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/**
 * Forgets every attempt counted by every limiter of the process, as a restart does: the in-process test
 * servers share the modules (and so the limiters) of the test files before them in their worker, and
 * each starts as a new process would.
 */
export function forgetCountedAttempts() {
  for (const limiter of limiters) limiter.forgetAll();
}
