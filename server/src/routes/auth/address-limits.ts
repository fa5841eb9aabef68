import { RateLimiter } from '../../lib/rate-limiter.ts';

/**
 * Failed credential checks per client address in 10 minutes, whatever the account: wrong passwords,
 * wrong two-factor codes, refused reset and sign-in links. The limits per account (or email and
 * address) alone let one address try random emails: 1,782 argon2 hashes in 10 s went through without a
 * 429, slowing every other request. Only failures count, so an office behind one address signs in all
 * day without reaching it, while a script gets 30 guesses, and argon2 hashes, per 10 minutes.
 */
export const failedChecksByAddress = new RateLimiter(30, 10 * 60_000);

/**
 * Mailed links (password reset, magic link) asked for per client address in 10 minutes, whatever the
 * emails: beyond the 3 per email and address of the contract, one address cannot make the server mail
 * every account it can name.
 */
export const linkRequestsByAddress = new RateLimiter(10, 10 * 60_000);
