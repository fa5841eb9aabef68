import { MAIL_TEMPLATE_KEYS } from '../../db/seed/mail-templates.ts';
import type { RequestOrigin } from '../../lib/activity.repo.ts';
import { defineJob } from '../../services/jobs/job-queue.ts';
import { findUserById } from './accounts.repo.ts';
import { appLink } from './app-link.ts';
import { mailUser } from './auth-mail.ts';
import { PAUSE_MINUTES, WRONG_CODES_PER_ACCOUNT } from './two-factor-pause.repo.ts';

/**
 * Tells the account, in its language, that its two-factor sign-in was paused after too many wrong codes
 * (so someone has its password), from which address, and offers to change the password.
 */
export const TWO_FACTOR_PAUSED_MAIL = defineJob<{ userId: string; origin: RequestOrigin }>(
  'auth.mail_two_factor_paused',
  async (context, { userId, origin }) => {
    const user = await findUserById(context.db, userId);
    if (!user) return;
    await mailUser(context, user, MAIL_TEMPLATE_KEYS.twoFactorPaused, {
      url: appLink(context.config, '/settings/change-password'),
      wrong_codes: WRONG_CODES_PER_ACCOUNT,
      pause_minutes: PAUSE_MINUTES,
      ip_address: origin.ipAddress,
    });
  },
);
