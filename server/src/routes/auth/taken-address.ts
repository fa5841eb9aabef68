import { msg } from '@lingui/core/runtime-macro';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { requestOrigin } from '../../lib/activity.repo.ts';
import { invalidField, tooManyRequests, type HttpError } from '../../lib/http-error.ts';
import { failedChecksByAddress } from './address-limits.ts';
import { REGISTRATION_ATTEMPT_MAIL } from './registration-attempt-mail.ts';
import { recentTries, recordTry, TRIES_PER_TAKEN_ADDRESS } from './registration-attempts.repo.ts';

/** The refusal of an address that has an account; also when two registrations of it race. */
export const addressTaken = msg`An account with this email address already exists`;

/**
 * The answer to a registration, valid in every other field, of the address of the account `ownerId`.
 * The spec signs a new account in at once, so the answer must differ from a success; what it costs is
 * what keeps a script from testing a list of addresses: the try counts as a failed credential check of
 * the client address (with wrong passwords and codes: 30 per 10 minutes), the address itself may be
 * tried 5 times an hour from anywhere (429 beyond), and its owner sees each try in the activity log
 * and gets a mail, in their language, at the first try of an hour.
 */
export async function refuseTakenAddress(
  db: Database,
  request: FastifyRequest,
  ownerId: string,
): Promise<HttpError> {
  const tries = await recentTries(db, ownerId);
  if (tries.count >= TRIES_PER_TAKEN_ADDRESS) return tooManyRequests(tries.secondsLeft);
  failedChecksByAddress.hit(request.ip);
  const origin = requestOrigin(request);
  await recordTry(db, ownerId, origin);
  if (tries.count === 0) {
    await request.server.jobs.send(REGISTRATION_ATTEMPT_MAIL, { userId: ownerId, origin });
  }
  return invalidField('email', addressTaken);
}
