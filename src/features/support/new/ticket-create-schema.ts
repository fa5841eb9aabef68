import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';
import { TICKET_CATEGORIES, TICKET_PRIORITIES, type TicketCreateRequest } from '@/api/queries/support';
import { TICKET_LIMITS, textRule } from '../ticket-schemas';

function isOneOf<Value extends string>(choices: readonly Value[], value: string): value is Value {
  return (choices as readonly string[]).includes(value);
}

/**
 * The new-ticket form's rules: the contract's limits on subject and message, a category chosen from the
 * contract's list. The domain is optional ('' for none). Messages are looked up when a rule fails, so one
 * schema follows the active language.
 */
export function ticketCreateSchema(i18n: I18n) {
  const required = () => i18n._(msg`This field is required`);
  return z.object({
    subject: z.string().check(textRule(i18n, TICKET_LIMITS.subject)),
    category: z.string().check(z.refine((value) => isOneOf(TICKET_CATEGORIES, value), { error: required })),
    priority: z.string().check(z.refine((value) => isOneOf(TICKET_PRIORITIES, value), { error: required })),
    domain_id: z.string(),
    message: z.string().check(textRule(i18n, TICKET_LIMITS.message)),
  });
}

export type TicketCreateValues = z.infer<ReturnType<typeof ticketCreateSchema>>;

/** The new-ticket form's fields, for the server's errors on them to land under them. */
export const TICKET_CREATE_FIELDS = ['subject', 'category', 'priority', 'domain_id', 'message'] as const;

/** The POST /support/tickets body of the form's values: text trimmed, no domain as null. */
export function ticketCreateRequest(values: TicketCreateValues): TicketCreateRequest {
  // The schema let only the contract's words through; an unknown priority falls back to the default.
  const category = isOneOf(TICKET_CATEGORIES, values.category) ? values.category : 'general';
  const priority = isOneOf(TICKET_PRIORITIES, values.priority) ? values.priority : 'normal';
  return {
    subject: values.subject.trim(),
    category,
    priority,
    domain_id: values.domain_id === '' ? null : values.domain_id,
    message: values.message.trim(),
  };
}
