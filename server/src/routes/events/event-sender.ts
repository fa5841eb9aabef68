import { msg } from '@lingui/core/runtime-macro';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../api/request-context.ts';
import type { Database } from '../../db/database.ts';
import { HttpError, unauthenticated } from '../../lib/http-error.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import { hashToken } from '../../lib/tokens.ts';
import { findWorkingKey, touchKey, type IngestDomain } from './events.repo.ts';

const MINUTE_MS = 60_000;
/** The contract's limits of `POST /events`. */
const REQUESTS_PER_KEY = 600;
const REQUESTS_PER_TOKEN = 60;
/** `last_used_at` is written at most this often, so sending events does not cost a write per batch. */
const LAST_USED_PRECISION_MS = MINUTE_MS;
/**
 * Wrong or revoked keys per client address in 10 minutes, whatever the keys: limited as failed sign-ins
 * are (routes/auth/address-limits.ts), with a count of their own. Checked before the key is looked up,
 * so a limited address learns nothing more, even of a right key; a server sending a stale key after its
 * grace hears 429 with Retry-After rather than 401 forever.
 */
const WRONG_KEYS_PER_ADDRESS = 30;
const WRONG_KEYS_WINDOW_MS = 10 * MINUTE_MS;

const invalidKey = msg`This API key is not valid: it is wrong, or it was revoked`;

/** Who sends a batch: a domain's server with its key, or a signed-in user naming their domains per item. */
export type EventSender = { kind: 'key'; domain: IngestDomain } | { kind: 'user'; caller: Caller };

/**
 * Tells the sender of a batch from its `X-Api-Key` (which wins when both came) or its bearer token,
 * counting the request against the key's or the user's limit per minute. The limits are kept per process
 * (see RateLimiter): N processes behind a balancer allow N times as many.
 */
export function eventSender(db: Database) {
  const perKey = new RateLimiter(REQUESTS_PER_KEY, MINUTE_MS);
  const perUser = new RateLimiter(REQUESTS_PER_TOKEN, MINUTE_MS);
  const wrongKeysByAddress = new RateLimiter(WRONG_KEYS_PER_ADDRESS, WRONG_KEYS_WINDOW_MS);
  return async (request: FastifyRequest, now: Date): Promise<EventSender> => {
    const header = request.headers['x-api-key'];
    if (header !== undefined) {
      const secret = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
      const keyHash = hashToken(secret);
      wrongKeysByAddress.check(request.ip, now.getTime());
      // Counted by hash before the lookup, so a flood of requests costs no queries, whatever the key.
      perKey.consume(keyHash, now.getTime());
      const key = secret ? await findWorkingKey(db, keyHash, now) : undefined;
      if (!key) {
        wrongKeysByAddress.hit(request.ip, now.getTime());
        throw new HttpError(401, invalidKey);
      }
      if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() > LAST_USED_PRECISION_MS) {
        await touchKey(db, key.id, now, new Date(now.getTime() - LAST_USED_PRECISION_MS));
      }
      return { kind: 'key', domain: key.domain };
    }
    if (!request.caller) throw unauthenticated();
    perUser.consume(request.caller.user.id, now.getTime());
    return { kind: 'user', caller: request.caller };
  };
}
