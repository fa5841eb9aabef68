import { MAIL_TEMPLATE_KEYS } from '../../db/seed/mail-templates.ts';
import type { RequestOrigin } from '../../lib/activity.repo.ts';
import { defineJob } from '../../services/jobs/job-queue.ts';
import { findUserById } from './accounts.repo.ts';
import { appLink } from './app-link.ts';
import { mailUser } from './auth-mail.ts';

/**
 * Tells an account, in its language, that someone tried to register with its address, from which client
 * address, and leads to signing in (whoever forgot they had an account finds the password reset there).
 */
export const REGISTRATION_ATTEMPT_MAIL = defineJob<{ userId: string; origin: RequestOrigin }>(
  'auth.mail_registration_attempted',
  async (context, { userId, origin }) => {
    const user = await findUserById(context.db, userId);
    if (!user) return;
    await mailUser(context, user, MAIL_TEMPLATE_KEYS.registrationAttempted, {
      url: appLink(context.config, '/auth/login'),
      ip_address: origin.ipAddress,
    });
  },
);
