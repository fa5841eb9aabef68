import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/runtime-macro';
import type { MessageValues } from '../../lib/i18n.ts';
import type { CnameCheck } from '../../services/dns/cname-check.ts';

/**
 * Why a tracking domain's setup stopped, as `last_error` keeps it: a stable code, then `:` and a detail
 * for the codes that have one (`dns_wrong_target:old.cdn.example`). Stored in no language, so each
 * reader gets it in theirs (`trackingErrorMessage`), and a client may react to the code.
 */
export type TrackingErrorCode =
  | 'dns_no_record'
  | 'dns_wrong_target'
  | 'dns_timeout'
  | 'dns_failure'
  | 'certificate_failed'
  | 'provider_unreachable';

const MESSAGES: Record<TrackingErrorCode, MessageDescriptor> = {
  dns_no_record: msg({
    message:
      'No CNAME record was found for {hostname}. Create it at your DNS provider; a new record can take up to an hour to appear.',
  }),
  dns_wrong_target: msg({
    message:
      'The CNAME record of {hostname} points to {detail} instead of {target}. Change its value to {target}.',
  }),
  dns_timeout: msg`The DNS servers did not answer in time. We will check again in a few minutes.`,
  dns_failure: msg({
    message: 'The DNS servers could not look up {hostname} ({detail}). We will check again in a few minutes.',
  }),
  certificate_failed: msg({
    message:
      'The HTTPS certificate could not be issued ({detail}). Check that the CNAME record is still in place, then try again.',
  }),
  provider_unreachable: msg`The certificate service could not be reached. We will try again in a few minutes.`,
};

export function storedError(code: TrackingErrorCode, detail?: string): string {
  return detail ? `${code}:${detail}` : code;
}

/** A stored error's code (undefined for text that is no known code) and its detail ('' without one). */
export function parseStoredError(stored: string): { code: TrackingErrorCode | undefined; detail: string } {
  const colon = stored.indexOf(':');
  const code = colon === -1 ? stored : stored.slice(0, colon);
  const known = Object.keys(MESSAGES).find((name) => name === code) as TrackingErrorCode | undefined;
  return { code: known, detail: colon === -1 ? '' : stored.slice(colon + 1) };
}

/** Whether a stored error is about the CNAME record (the setup's first step) rather than the certificate. */
export function isDnsError(stored: string | null): boolean {
  return stored !== null && parseStoredError(stored).code?.startsWith('dns_') === true;
}

/** The stored error of a CNAME check that did not verify. */
export function cnameCheckError(check: Exclude<CnameCheck, { outcome: 'verified' }>): string {
  switch (check.outcome) {
    case 'wrong_target':
      return storedError('dns_wrong_target', check.found);
    case 'no_record':
      return storedError('dns_no_record');
    case 'timeout':
      return storedError('dns_timeout');
    case 'resolver_failure':
      return storedError('dns_failure', check.code);
  }
}

/**
 * A stored error in words a site owner understands, through `t` (the request's language, or another
 * locale's for a notification); text that is no known code is shown as it is.
 */
export function trackingErrorMessage(
  stored: string,
  about: { hostname: string; cnameTarget: string },
  t: (message: MessageDescriptor, values?: MessageValues) => string,
): string {
  const { code, detail } = parseStoredError(stored);
  if (!code) return stored;
  return t(MESSAGES[code], { hostname: about.hostname, target: about.cnameTarget, detail });
}
