import type { components } from '#contract';
import { parseStoredError } from './tracking-domain-errors.ts';
import type { TrackingDomainRow } from './tracking-domains.repo.ts';

type DnsAnswer = components['schemas']['TrackingDomainDnsAnswer'];

/**
 * The extension's `dns_answer` of GET …/tracking-domain/status: what the last CNAME check found, from the
 * stored row alone (no lookup per read). A DNS error names the outcome (with the record's value for a
 * wrong target); no DNS error and a verified CNAME means it led to `cname_target`; a row never checked
 * is `unchecked`.
 */
export function dnsAnswer(row: TrackingDomainRow): DnsAnswer {
  const checkedAt = row.lastCheckedAt;
  const stored = row.lastError === null ? null : parseStoredError(row.lastError);
  switch (stored?.code) {
    case 'dns_wrong_target':
      return { outcome: 'wrong_target', value: stored.detail || null, checked_at: checkedAt };
    case 'dns_no_record':
      return { outcome: 'no_record', value: null, checked_at: checkedAt };
    case 'dns_timeout':
      return { outcome: 'timeout', value: null, checked_at: checkedAt };
    case 'dns_failure':
      return { outcome: 'resolver_failure', value: null, checked_at: checkedAt };
  }
  if (row.cnameVerifiedAt !== null) {
    return { outcome: 'verified', value: row.cnameTarget, checked_at: checkedAt ?? row.cnameVerifiedAt };
  }
  return { outcome: 'unchecked', value: null, checked_at: checkedAt };
}
