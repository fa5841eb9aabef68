import type { I18n } from '@lingui/core';
import { z } from 'zod/mini';
import { checkTextLimits, type TextLimits } from '@/lib/text-limits';

/** The contract's text limits (TicketCreateRequest, TicketMessageCreateRequest). */
export const TICKET_LIMITS = {
  subject: { required: true, minLength: 5, maxLength: 200 },
  message: { required: true, minLength: 10, maxLength: 10_000 },
  reply: { required: true, minLength: 1, maxLength: 10_000 },
} as const satisfies Record<string, TextLimits>;

/**
 * A text's limits with the input widgets' own messages (spec section 5: 'Maximum {n} characters
 * allowed'…), so the form and the field's counter never disagree on what is too long.
 */
export function textRule(i18n: I18n, limits: TextLimits) {
  return z.superRefine<string>((value, context) => {
    const problem = checkTextLimits(value, limits);
    if (problem) context.addIssue({ code: 'custom', message: i18n._(problem), input: value });
  });
}

/** The reply box's rule: 1 to 10,000 characters. */
export function ticketReplySchema(i18n: I18n) {
  return z.object({ body: z.string().check(textRule(i18n, TICKET_LIMITS.reply)) });
}
