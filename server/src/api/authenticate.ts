import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { hashToken } from '../lib/tokens.ts';
import { findLiveSession, touchSession } from './authenticate.repo.ts';
import { sessionCache } from './authenticate-cache.ts';

/** `last_active` is written at most this often, so reads do not each cost a write. */
const LAST_ACTIVE_PRECISION_MS = 60_000;

/** Reads the bearer token, if any, into `request.caller`; whether the operation needs one is decided later. */
export function authenticate(db: Database) {
  const sessions = sessionCache(db);
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const now = new Date();
    const hash = hashToken(header.slice(7).trim());
    const found = await sessions.find(hash, () => findLiveSession(db, hash, now));
    // A session from memory may have expired since it was read.
    if (!found || found.session.accessExpiresAt <= now || found.user.status === 'suspended') return;
    request.caller = { user: found.user, session: found.session };
    if (now.getTime() - found.session.lastActive.getTime() > LAST_ACTIVE_PRECISION_MS) {
      await touchSession(db, found.session.id, now);
      request.caller.session = { ...found.session, lastActive: now };
    }
  };
}
