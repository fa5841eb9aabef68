import type { DeliveryError } from './delivery-errors.ts';

/**
 * The English sentences deliveries stored before their errors became codes, and what each stands for.
 * The demo seed led its own with the service's key (`meta_capi: …`), which the reader shows anyway.
 * A refused connection also named its cause (`(ECONNREFUSED)`): read as unreachable, the cause is dropped.
 */
const LEGACY: readonly [RegExp, (match: RegExpExecArray) => DeliveryError][] = [
  [/^No answer within (\d+(?:\.\d+)?) s$/, (match) => ({ code: 'timeout', seconds: Number(match[1]) })],
  [
    /^the service did not answer within (\d+(?:\.\d+)?) s$/,
    (match) => ({ code: 'timeout', seconds: Number(match[1]) }),
  ],
  [/^The destination could not be reached\b/, () => ({ code: 'unreachable' })],
  [
    /^The destination answered (\d{3}) and refused the events$/,
    (match) => ({ code: 'refused', status: Number(match[1]) }),
  ],
  [/^The destination answered (\d{3})$/, (match) => ({ code: 'http_error', status: Number(match[1]) })],
  [/^The setting (\w+) is missing$/, (match) => ({ code: 'setting_missing', setting: match[1] ?? '' })],
  [/^The destination was paused$/, () => ({ code: 'paused' })],
  [/^The destination was removed$/, () => ({ code: 'removed' })],
];

/** The error an English sentence stored by an earlier version stands for, or undefined. */
export function legacyDeliveryError(stored: string): DeliveryError | undefined {
  const text = stored.replace(/^[a-z0-9_]+: /, '');
  for (const [pattern, error] of LEGACY) {
    const match = pattern.exec(text);
    if (match) return error(match);
  }
  return undefined;
}
