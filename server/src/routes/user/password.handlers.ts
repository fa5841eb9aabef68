import { msg } from '@lingui/core/runtime-macro';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { recordActivity } from '../../lib/activity.repo.ts';
import { ok } from '../../lib/envelope.ts';
import { invalidField, invalidFields, type FieldError } from '../../lib/http-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import { signedIn } from '../auth/signed-in.ts';
import { saveNewPassword } from './user.repo.ts';

/** The contract: 5 attempts per minute, per account, so a stolen session cannot guess the password. */
const attempts = new RateLimiter(5, 60_000);

/** Changing the password of the signed-in user. */
export function passwordHandlers({ db }: AppContext): Handlers {
  const changePassword: Handler<'changePassword'> = async (request) => {
    const { user, session } = signedIn(request);
    attempts.consume(user.id);
    const { current_password: currentPassword, password, password_confirmation: confirmation } = request.body;
    // A social-only account sets its first password through forgot-password, which proves the mailbox.
    if (!user.passwordHash)
      throw invalidField(
        'current_password',
        msg`Your account has no password yet. Set one with “Forgot password”`,
      );

    const errors: Record<string, FieldError[]> = {};
    const currentOk = await verifyPassword(user.passwordHash, currentPassword);
    if (!currentOk) errors.current_password = [{ message: msg`The current password is incorrect` }];
    if (confirmation !== password) {
      errors.password_confirmation = [{ message: msg`Passwords don't match` }];
    } else if (currentOk && password === currentPassword) {
      errors.password = [{ message: msg`The new password must differ from the current one` }];
    }
    const [only, ...more] = Object.entries(errors);
    if (only?.[1][0] && !more.length) throw invalidField(only[0], only[1][0].message);
    if (only) throw invalidFields(errors);

    // Whoever else holds a session may be the reason for the change: only this browser stays; and a
    // reset link mailed before the change must not undo it.
    await saveNewPassword(db, {
      userId: user.id,
      passwordHash: await hashPassword(password),
      keepSessionId: session.id,
    });
    await recordActivity(db, request, { userId: user.id, action: 'auth.password_changed' });
    return ok(null, request.t(msg`Your password has been changed. Other devices have been signed out`));
  };

  return { changePassword };
}
