import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EventIngestItem } from '@/api/queries/events';
import { TEMPLATES, type TemplateKey } from './test-event-templates';

/** What the test form holds: every field as typed. */
export interface TestEventValues {
  domain_id: string;
  template: TemplateKey;
  event_name: string;
  event_id: string;
  value: string;
  currency: string;
  page_url: string;
  /** JSON text of an object, or empty. */
  custom_data: string;
}

/** The host a template's page address takes while no domain is chosen. */
const STAND_IN_HOST = 'example.com';

/** The fields the server's messages may land under. */
export const TEST_EVENT_FIELDS = [
  'domain_id',
  'event_name',
  'event_id',
  'value',
  'currency',
  'page_url',
  'custom_data',
] as const;

export type TestEventField = (typeof TEST_EVENT_FIELDS)[number];

/** The fields a template fills, for the domain named `domainName` (the page's address uses it). */
export function templateValues(
  key: TemplateKey,
  domainName: string | undefined,
  eventId: string,
): Omit<TestEventValues, 'domain_id' | 'template'> {
  const template = TEMPLATES[key];
  const customData = template.customData;
  return {
    event_name: template.eventName,
    event_id: eventId,
    value: template.value,
    currency: template.currency,
    page_url: `https://${domainName ?? STAND_IN_HOST}${template.path}`,
    custom_data: Object.keys(customData).length === 0 ? '' : JSON.stringify(customData, null, 2),
  };
}

/**
 * The page address for the domain `domainName` chosen in place of another: an address on one of
 * `domainNames` (the user's domains) or on the templates' stand-in moves to the chosen domain, path and
 * query kept; an address on any other host, or one that is not a web address, is the user's and stays.
 */
export function pageUrlForDomain(
  pageUrl: string,
  domainName: string | undefined,
  domainNames: readonly string[],
): string {
  let url: URL;
  try {
    url = new URL(pageUrl.trim());
  } catch {
    return pageUrl;
  }
  const ours = [...domainNames, STAND_IN_HOST].some((name) => name.toLowerCase() === url.hostname);
  if (!ours) return pageUrl;
  url.hostname = domainName ?? STAND_IN_HOST;
  return url.toString();
}

type CustomData = NonNullable<EventIngestItem['custom_data']>;

type ParsedCustomData =
  { ok: true; data: CustomData | undefined } | { ok: false; problem: 'json' | 'object' };

/** The custom data typed: nothing, an object, or why it is neither. */
function parseCustomData(text: string): ParsedCustomData {
  if (text.trim() === '') return { ok: true, data: undefined };
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return { ok: false, problem: 'object' };
    }
    return { ok: true, data: parsed as CustomData };
  } catch {
    return { ok: false, problem: 'json' };
  }
}

/** A value as typed, a decimal comma allowed ("49,99"): the number, or NaN. */
function valueOf(text: string): number {
  const clean = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(clean) ? Number(clean) : Number.NaN;
}

const CURRENCY = /^[a-z]{3}$/i;

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * What is wrong with the form's values, by field, as the server would judge the item: a domain, a name
 * and an id; a value that is a number and comes with a three-letter currency; a web address; custom
 * data that is a JSON object. Checked here so that invalid JSON is never sent.
 */
export function testEventProblems(
  values: TestEventValues,
): Partial<Record<TestEventField, MessageDescriptor>> {
  const problems: Partial<Record<TestEventField, MessageDescriptor>> = {};
  if (values.domain_id === '') problems.domain_id = msg`Choose a domain.`;
  if (values.event_name.trim() === '') problems.event_name = msg`Enter the event name.`;
  if (values.event_id.trim() === '') problems.event_id = msg`Enter an event ID.`;
  const hasValue = values.value.trim() !== '';
  if (hasValue && Number.isNaN(valueOf(values.value))) problems.value = msg`Enter a number, such as 49.99.`;
  if (values.currency.trim() !== '' && !CURRENCY.test(values.currency.trim())) {
    problems.currency = msg`Use a three-letter code, such as USD.`;
  } else if (hasValue && values.currency.trim() === '') {
    problems.currency = msg`Enter the currency of the value.`;
  }
  if (values.page_url.trim() !== '' && !isWebAddress(values.page_url)) {
    problems.page_url = msg`Enter a full address, such as https://shop.example.com/.`;
  }
  const custom = parseCustomData(values.custom_data);
  if (!custom.ok) {
    problems.custom_data =
      custom.problem === 'json'
        ? msg`This is not valid JSON.`
        : msg`Custom data must be a JSON object: its fields between braces.`;
  }
  return problems;
}

/** The form's problems as messages in the active language, for the form's validator. */
export function testEventErrors(
  values: TestEventValues,
  i18n: I18n,
): Partial<Record<TestEventField, string>> {
  return Object.fromEntries(
    Object.entries(testEventProblems(values)).map(([field, message]) => [field, i18n._(message)]),
  );
}

/**
 * The item POST /events and POST /events/preview take for the form's values, marked as a test event,
 * or null while the values have problems. Tied to the contract's type, so a change there breaks this.
 */
export function testEventItem(values: TestEventValues): EventIngestItem | null {
  if (Object.keys(testEventProblems(values)).length > 0) return null;
  const custom = parseCustomData(values.custom_data);
  const item: EventIngestItem = {
    domain_id: values.domain_id,
    event_name: values.event_name.trim(),
    event_id: values.event_id.trim(),
    source: 'test',
  };
  if (values.value.trim() !== '') item.value = valueOf(values.value);
  if (values.currency.trim() !== '') item.currency = values.currency.trim().toUpperCase();
  if (values.page_url.trim() !== '') item.page_url = values.page_url.trim();
  if (custom.ok && custom.data) item.custom_data = custom.data;
  return item;
}

/**
 * The server's messages on an item (`events.0.value`, `events.0.custom_data.plan`, or `value` from the
 * preview) under the form's field names; what names no field keeps its key.
 */
export function itemFieldErrors(errors: Record<string, string[]>): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(errors)) {
    const path = key.replace(/^events\.\d+\./, '');
    const head = path.split('.')[0] ?? path;
    const name = (TEST_EVENT_FIELDS as readonly string[]).includes(head) ? head : path;
    fields[name] = [...(fields[name] ?? []), ...messages];
  }
  return fields;
}
