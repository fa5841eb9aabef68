import { msg } from '@lingui/core/runtime-macro';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { recordActivity } from '../../lib/activity.repo.ts';
import { ok } from '../../lib/envelope.ts';
import { invalidField } from '../../lib/http-error.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import { confirmPassword } from './confirm-password.ts';
import { signedIn } from './signed-in.ts';
import { checkTotpCode, newRecoveryCodes, newTotpSecret } from './totp.ts';
import { verifyTwoFactorHandler } from './two-factor-verify.ts';
import {
  confirmTwoFactor,
  replaceRecoveryCodes,
  startTwoFactorSetup,
  turnOffTwoFactor,
} from './two-factor.repo.ts';

/** Wrong first codes per user and minute while turning two-factor on. */
const wrongSetupCodes = new RateLimiter(5, 60_000);

/** The two-factor operations (/auth/2fa/*). */
export function twoFactorHandlers(context: AppContext): Handlers {
  const { db } = context;

  const registerTwoFactor: Handler<'registerTwoFactor'> = async (request) => {
    const { user } = signedIn(request);
    if (user.twoFactorConfirmedAt)
      throw invalidField('two_factor', msg`Two-factor authentication is already on. Turn it off first`);
    const { secret, otpauthUri } = newTotpSecret(user.email);
    // Only the newest QR code works.
    await startTwoFactorSetup(db, user.id, secret);
    return ok(
      { secret, otpauth_uri: otpauthUri, qr_svg: null },
      request.t(msg`Scan the QR code with your authenticator app, then enter the code it shows`),
    );
  };

  const enableTwoFactor: Handler<'enableTwoFactor'> = async (request) => {
    const { user } = signedIn(request);
    if (user.twoFactorConfirmedAt)
      throw invalidField('code', msg`Two-factor authentication is already on. Turn it off first`);
    if (!user.twoFactorSecret) throw invalidField('code', msg`Start the two-factor setup first`);
    wrongSetupCodes.check(user.id);
    const check = await checkTotpCode(user.twoFactorSecret, request.body.code, null);
    if (check.kind !== 'accepted') {
      wrongSetupCodes.hit(user.id);
      throw invalidField('code', msg`The code is not valid`);
    }
    const { codes, hashes } = newRecoveryCodes();
    // Only the secret that was checked gets confirmed, even if a second setup started meanwhile.
    const secret = user.twoFactorSecret;
    if (!(await confirmTwoFactor(db, user.id, { secret, recoveryHashes: hashes, step: check.step })))
      throw invalidField('code', msg`Start the two-factor setup first`);
    await recordActivity(db, request, { userId: user.id, action: 'auth.2fa_enabled' });
    return ok(
      { recovery_codes: codes },
      request.t(msg`Two-factor authentication is on. Keep your recovery codes in a safe place`),
    );
  };

  const disableTwoFactor: Handler<'disableTwoFactor'> = async (request) => {
    const { user } = signedIn(request);
    await confirmPassword(user, request.body.password);
    await turnOffTwoFactor(db, user.id);
    if (user.twoFactorConfirmedAt) {
      await recordActivity(db, request, { userId: user.id, action: 'auth.2fa_disabled' });
    }
    return ok(null, request.t(msg`Two-factor authentication is off`));
  };

  const getTwoFactorStatus: Handler<'getTwoFactorStatus'> = async (request) => {
    const { user } = signedIn(request);
    const enabled = user.twoFactorConfirmedAt !== null;
    return ok(
      {
        enabled,
        pending_setup: !enabled && user.twoFactorSecret !== null,
        confirmed_at: user.twoFactorConfirmedAt,
        recovery_codes_remaining: enabled ? user.twoFactorRecoveryCodes.length : 0,
      },
      request.t(msg`Two-factor status`),
    );
  };

  const regenerateRecoveryCodes: Handler<'regenerateRecoveryCodes'> = async (request) => {
    const { user } = signedIn(request);
    await confirmPassword(user, request.body.password);
    if (!user.twoFactorConfirmedAt)
      throw invalidField('two_factor', msg`Two-factor authentication is not on`);
    const { codes, hashes } = newRecoveryCodes();
    await replaceRecoveryCodes(db, user.id, hashes);
    await recordActivity(db, request, { userId: user.id, action: 'auth.recovery_codes_regenerated' });
    return ok(
      { recovery_codes: codes },
      request.t(msg`New recovery codes are ready. The old ones no longer work`),
    );
  };

  return {
    registerTwoFactor,
    enableTwoFactor,
    disableTwoFactor,
    verifyTwoFactor: verifyTwoFactorHandler(context),
    getTwoFactorStatus,
    regenerateRecoveryCodes,
  };
}
