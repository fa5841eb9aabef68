import { msg } from '@lingui/core/runtime-macro';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { recordActivity } from '../../lib/activity.repo.ts';
import { fieldMessages } from '../../lib/common-messages.ts';
import { ok } from '../../lib/envelope.ts';
import { forbidden, HttpError, invalidField, invalidFields, type FieldError } from '../../lib/http-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import { readSettings } from '../settings/settings.repo.ts';
import { createUser, findUserByEmail } from './accounts.repo.ts';
import { failedChecksByAddress } from './address-limits.ts';
import { withoutMailFailures } from './auth-mail.ts';
import { startSession } from './auth-sessions.ts';
import { mailVerificationLink } from './email-verification.handlers.ts';
import { addressTaken, refuseTakenAddress } from './taken-address.ts';

/** Accounts created per IP address and hour: enough for an office, too few for a script. */
const registrations = new RateLimiter(10, 3600_000);

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** One bad field answers with its own message; several with the general one and a message each. */
function rejected(errors: Record<string, FieldError[]>): HttpError {
  const fields = Object.entries(errors);
  const [only] = fields;
  if (fields.length === 1 && only?.[1][0]) {
    return invalidField(only[0], only[1][0].message, only[1][0].values);
  }
  return invalidFields(errors);
}

/** register: a new password account with the `user` role, signed in at once. */
export function registrationHandlers(context: AppContext): Handlers {
  const { db } = context;

  const register: Handler<'register'> = async (request, reply) => {
    registrations.consume(request.ip);
    failedChecksByAddress.check(request.ip);
    const settings = await readSettings(db, ['auth.registration_enabled', 'general.timezone']);
    if (settings.get('auth.registration_enabled') === false) {
      throw forbidden(msg`Registration is closed at the moment`);
    }

    const { password, password_confirmation: confirmation, timezone } = request.body;
    const name = request.body.name.trim();
    const email = request.body.email.toLowerCase();
    const errors: Record<string, FieldError[]> = {};
    if (name.length < 2) errors.name = [{ message: fieldMessages.minLength, values: { limit: 2 } }];
    if (password !== confirmation) errors.password_confirmation = [{ message: msg`Passwords don't match` }];
    if (timezone && !isTimeZone(timezone)) errors.timezone = [{ message: msg`Choose a valid time zone` }];
    if (Object.keys(errors).length) throw rejected(errors);
    // Only a registration that would otherwise succeed learns whether the address is taken: one meant to
    // fail (passwords that differ) cannot test addresses without creating accounts for the free ones.
    // The refusal is not made to take as long as a success: its status tells anyway, and hashing the
    // password for it would only hand a script a way to make the server spend 100 ms of argon2 a try.
    const owner = await findUserByEmail(db, email);
    if (owner) throw await refuseTakenAddress(db, request, owner.id);

    const defaultZone = settings.get('general.timezone');
    const zone =
      timezone ?? (typeof defaultZone === 'string' && isTimeZone(defaultZone) ? defaultZone : undefined);
    const user = await createUser(db, {
      name,
      email,
      passwordHash: await hashPassword(password),
      language: request.body.language ?? request.locale,
      ...(zone && { timezone: zone }),
    });
    // Two registrations of one address at the same moment: the second finds it taken.
    if (!user) throw invalidField('email', addressTaken);
    await recordActivity(db, request, { userId: user.id, action: 'auth.registered' });

    // The account exists either way; the verification page can ask for the mail again.
    await withoutMailFailures(request, mailVerificationLink(context, user));
    const tokens = await startSession(context, request, user, { remember: false });
    reply.code(201);
    return ok(
      tokens,
      request.t(msg`Your account has been created. Check your mailbox to confirm your email address`),
    );
  };

  return { register };
}
