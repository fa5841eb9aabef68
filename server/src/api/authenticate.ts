import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { hashToken } from '../lib/tokens.ts';
import { findLiveSession, touchSession } from './authenticate.repo.ts';

/** `last_active` is written at most this often, so reads do not each cost a write. */
const LAST_ACTIVE_PRECISION_MS = 60_000;

/** Reads the bearer token, if any, into `request.caller`; whether the operation needs one is decided later. */
export function authenticate(db: Database) {
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const now = new Date();
    const found = await findLiveSession(db, hashToken(header.slice(7).trim()), now);
    if (!found || found.user.status === 'suspended') return;
    request.caller = found;
    if (now.getTime() - found.session.lastActive.getTime() > LAST_ACTIVE_PRECISION_MS) {
      await touchSession(db, found.session.id, now);
      request.caller.session = { ...found.session, lastActive: now };
    }
  };
}
