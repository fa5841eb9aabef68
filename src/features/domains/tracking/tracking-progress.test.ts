import { describe, expect, it } from 'vitest';
import { aLiveTrackingDomain, aTrackingDomain } from '../../../../tests/fixtures/domains';
import { progressOf, UNCHECKED } from '../../../../tests/msw/handlers/tracking-domains';
import { aDomain } from '../../../../tests/fixtures/domains';
import { AUTO_VERIFY_AFTER_MS, dueForVerify, keepsPolling, waitsForOwner } from './tracking-progress';

const progress = (tracking = aTrackingDomain()) =>
  progressOf({ domain: aDomain(), tracking, dnsAnswer: UNCHECKED, nextCheckAt: null });
const AT = new Date('2026-01-01T00:00:00Z');

describe('tracking progress', () => {
  it('keeps polling while the record or the certificate is pending', () => {
    expect(keepsPolling(progress())).toBe(true);
    expect(keepsPolling(progress(aTrackingDomain({ status: 'configuring', cname_verified_at: AT })))).toBe(
      true,
    );
  });

  it('keeps polling while a wrong record fails the setup: the owner mends it at the DNS provider', () => {
    const failed = progress(aTrackingDomain({ status: 'failed', last_error: 'points elsewhere' }));
    expect(waitsForOwner(failed)).toBe(false);
    expect(keepsPolling(failed)).toBe(true);
  });

  it('stops polling once live, and when the certificate failed and waits for Retry', () => {
    expect(keepsPolling(progress(aLiveTrackingDomain()))).toBe(false);
    const certificateFailed = progress(
      aTrackingDomain({ status: 'failed', cname_verified_at: AT, cloudflare_created_at: AT }),
    );
    expect(waitsForOwner(certificateFailed)).toBe(true);
    expect(keepsPolling(certificateFailed)).toBe(false);
    expect(keepsPolling(undefined)).toBe(false);
  });

  it('asks for a lookup when never checked, or when the last check is older than the interval', () => {
    const now = AT.getTime() + AUTO_VERIFY_AFTER_MS;
    expect(dueForVerify(progress(), now)).toBe(true);
    expect(dueForVerify(progress(aTrackingDomain({ last_checked_at: AT })), now)).toBe(true);
    expect(dueForVerify(progress(aTrackingDomain({ last_checked_at: AT })), now - 1)).toBe(false);
    expect(dueForVerify(progress(aLiveTrackingDomain()), now)).toBe(false);
  });
});
