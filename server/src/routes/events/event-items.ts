import { msg } from '@lingui/core/runtime-macro';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { loadContract } from '../../api/contract.ts';
import { requestMessages } from '../../api/request-messages.ts';
import { nonFiniteNumberFields, unstorableTextFields } from '../../api/unsafe-values.ts';
import { validationFieldErrors } from '../../api/validation-errors.ts';
import { fieldMessages } from '../../lib/common-messages.ts';
import type { FieldError } from '../../lib/http-error.ts';
import type { EventUserData } from '../../db/schema/events.ts';
import { itemBoundErrors } from './item-bounds.ts';

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

type FieldErrors = Record<string, FieldError[]>;

/** The lists of `b` added to those of `a`, field by field. */
function merged(a: FieldErrors, b: FieldErrors): FieldErrors {
  const all: FieldErrors = { ...a };
  for (const [field, list] of Object.entries(b)) all[field] = [...(all[field] ?? []), ...list];
  return all;
}

/** What the request guards refuse in a whole request, found in one item: text PostgreSQL cannot store, numbers that are not finite. */
function unsafeValueErrors(raw: unknown): FieldErrors {
  return merged(
    Object.fromEntries(
      unstorableTextFields(raw, '').map((field) => [field, [{ message: requestMessages.unstorableText }]]),
    ),
    Object.fromEntries(
      nonFiniteNumberFields(raw, '').map((field) => [field, [{ message: fieldMessages.invalid }]]),
    ),
  );
}

/** The judge, made once per process: compiling the contract's schemas takes about a second. */
let judge: ItemJudge | undefined;

/**
 * Judges each item of a batch on its own, like every fault of an item: first its depth and size
 * (item-bounds.ts), which keep what follows cheap and safe; then text PostgreSQL cannot store and numbers
 * that are not finite (which the request guards leave to this judge inside a batch); then the contract's
 * EventIngestItem with the options Fastify gives the route's own schemas (types coerced, every error
 * reported, fields the schema does not name refused); then the rules a schema cannot say: a currency
 * with every value, an event time in the accepted window, and `domain_id` only with a bearer token.
 */
export function eventItemJudge(): ItemJudge {
  return (judge ??= newEventItemJudge());
}

function newEventItemJudge(): ItemJudge {
  const ajv = new Ajv({
    coerceTypes: 'array',
    useDefaults: true,
    removeAdditional: false,
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
    const named = (field: string) => (field === '' ? prefix : `${prefix}.${field}`);
    const renamed = (errors: FieldErrors) =>
      Object.fromEntries(Object.entries(errors).map(([field, list]) => [named(field), list]));

    const outOfBounds = itemBoundErrors(raw);
    if (Object.keys(outOfBounds).length) return { errors: renamed(outOfBounds) };
    const unsafe = unsafeValueErrors(raw);
    if (!validate(raw)) {
      return { errors: renamed(merged(unsafe, validationFieldErrors(validate.errors ?? [], ''))) };
    }
    // It passed the contract's schema just now.
    const item = raw as EventItem;
    const errors: FieldErrors = unsafe;
    if (item.value != null && item.currency == null) {
      errors.currency = [{ message: fieldMessages.required }];
    }
    if (item.event_time !== undefined) {
      // NaN (a leap second, which the format allows and Date cannot read) fails too.
      const at = Date.parse(item.event_time);
      if (!(at >= now.getTime() - OLDEST_MS && at <= now.getTime() + NEWEST_MS)) {
        errors.event_time = [{ message: itemMessages.eventTimeRange }];
      }
    }
    if (withApiKey && item.domain_id !== undefined) {
      errors.domain_id = [{ message: itemMessages.domainWithApiKey }];
    } else if (!withApiKey && item.domain_id === undefined) {
      errors.domain_id = [{ message: fieldMessages.required }];
    }
    return Object.keys(errors).length ? { errors: renamed(errors) } : { item };
  };
}

/** The id of an item as far as it can be read, for the answer's list of rejected items. */
export function eventIdOf(raw: unknown): string | null {
  if (typeof raw !== 'object' || raw === null || !('event_id' in raw)) return null;
  return typeof raw.event_id === 'string' ? raw.event_id : null;
}
