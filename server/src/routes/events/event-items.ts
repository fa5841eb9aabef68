import { msg } from '@lingui/core/runtime-macro';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { loadContract } from '../../api/contract.ts';
import { validationFieldErrors } from '../../api/validation-errors.ts';
import { fieldMessages } from '../../lib/common-messages.ts';
import type { FieldError } from '../../lib/http-error.ts';
import type { EventUserData } from '../../db/schema/events.ts';

const MINUTE_MS = 60_000;
/** How far back and ahead of the time received an `event_time` may lie (the contract's EventIngestItem). */
const OLDEST_MS = 7 * 24 * 60 * MINUTE_MS;
const NEWEST_MS = 5 * MINUTE_MS;

const itemMessages = {
  eventTimeRange: msg`The event time must be at most 7 days ago and 5 minutes ahead`,
  domainWithApiKey: msg`Leave this out when sending with an API key: the key names the domain`,
};

/** An item of a batch as the contract's EventIngestItem describes it, once it passed the schema. */
export interface EventItem {
  event_name: string;
  event_id: string;
  event_time?: string;
  domain_id?: string;
  source?: 'server' | 'test';
  value?: number | null;
  currency?: string | null;
  page_url?: string | null;
  user_data?: EventUserData;
  custom_data?: Record<string, unknown>;
}

/** Judges the item at `index` of a batch (compiled once per app: ingestion and the preview share it). */
export type ItemJudge = (
  raw: unknown,
  index: number,
  options: { withApiKey: boolean; now: Date },
) => ItemVerdict;

/** What one item came to: a valid item, or its field errors named `events.<index>.<field>`. */
export type ItemVerdict = { item: EventItem } | { errors: Record<string, FieldError[]> };

/**
 * Judges each item of a batch against the contract's EventIngestItem with the options Fastify gives the
 * route's own schemas (so an item is read as a body would be: types coerced, unknown fields dropped,
 * every error reported), then against the rules a schema cannot say: a currency with every value, an
 * event time in the accepted window, and `domain_id` only with a bearer token.
 */
export function eventItemJudge(): ItemJudge {
  const ajv = new Ajv({
    coerceTypes: 'array',
    useDefaults: true,
    removeAdditional: true,
    allErrors: true,
    allowUnionTypes: true,
    strict: false,
    validateSchema: false,
  });
  addFormats(ajv);
  ajv.addSchema({ components: loadContract().components as object }, 'contract');
  const validate = ajv.getSchema<EventItem>('contract#/components/schemas/EventIngestItem');
  if (!validate) throw new Error('the contract has no EventIngestItem');

  return (
    raw: unknown,
    index: number,
    { withApiKey, now }: { withApiKey: boolean; now: Date },
  ): ItemVerdict => {
    const prefix = `events.${index}`;
    const named = (field: string) => `${prefix}.${field}`;
    if (!validate(raw)) {
      const errors = validationFieldErrors(validate.errors ?? [], prefix);
      return {
        errors: Object.fromEntries(
          Object.entries(errors).map(([field, list]) => [field === prefix ? prefix : named(field), list]),
        ),
      };
    }
    // It passed the contract's schema just now.
    const item = raw as EventItem;
    const errors: Record<string, FieldError[]> = {};
    if (item.value != null && item.currency == null) {
      errors[named('currency')] = [{ message: fieldMessages.required }];
    }
    if (item.event_time !== undefined) {
      // NaN (a leap second, which the format allows and Date cannot read) fails too.
      const at = Date.parse(item.event_time);
      if (!(at >= now.getTime() - OLDEST_MS && at <= now.getTime() + NEWEST_MS)) {
        errors[named('event_time')] = [{ message: itemMessages.eventTimeRange }];
      }
    }
    if (withApiKey && item.domain_id !== undefined) {
      errors[named('domain_id')] = [{ message: itemMessages.domainWithApiKey }];
    } else if (!withApiKey && item.domain_id === undefined) {
      errors[named('domain_id')] = [{ message: fieldMessages.required }];
    }
    return Object.keys(errors).length ? { errors } : { item };
  };
}

/** The id of an item as far as it can be read, for the answer's list of rejected items. */
export function eventIdOf(raw: unknown): string | null {
  if (typeof raw !== 'object' || raw === null || !('event_id' in raw)) return null;
  return typeof raw.event_id === 'string' ? raw.event_id : null;
}
