import type { I18n } from '@lingui/core';
import { z } from 'zod/mini';
import { checkTextLimits, type TextLimits } from '@/lib/text-limits';

/**
 * A zod check for a text's limits with the input widgets' own messages (spec section 5: 'Maximum {n}
 * characters allowed'…), so the form and the field's counter never disagree on what is too long.
 */
export function textLimitsRule(i18n: I18n, limits: TextLimits) {
  return z.superRefine<string>((value, context) => {
    const problem = checkTextLimits(value, limits);
    if (problem) context.addIssue({ code: 'custom', message: i18n._(problem), input: value });
  });
}
