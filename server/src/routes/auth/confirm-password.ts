import { msg } from '@lingui/core/runtime-macro';
import type { UserRow } from '../../api/request-context.ts';
import { fieldMessages } from '../../lib/common-messages.ts';
import { invalidField } from '../../lib/http-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';

/** Wrong passwords per user and minute, so a stolen session cannot guess the password. */
const wrongPasswords = new RateLimiter(5, 60_000);

/**
 * Checks the password a sensitive change asks for again: 422 on `password` when it is missing or
 * wrong, or when the account has none; 429 after 5 wrong ones in a minute.
 */
export async function confirmPassword(user: UserRow, password: string | undefined) {
  wrongPasswords.check(user.id);
  if (!user.passwordHash)
    throw invalidField(
      'password',
      msg`Your account has no password yet. Set one with “Forgot password” first`,
    );
  if (!password) throw invalidField('password', fieldMessages.required);
  if (!(await verifyPassword(user.passwordHash, password))) {
    wrongPasswords.hit(user.id);
    throw invalidField('password', msg`The password is incorrect`);
  }
}
