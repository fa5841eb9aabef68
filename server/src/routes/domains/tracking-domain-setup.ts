import { msg } from '@lingui/core/runtime-macro';
import type { AppContext } from '../../app-context.ts';
import { HttpError } from '../../lib/http-error.ts';
import { certificateProvider } from '../../services/certificates/certificate-providers.ts';
import { CloudflareError } from '../../services/certificates/cloudflare-custom-hostnames.ts';
import { checkCname, type CnameCheck } from '../../services/dns/cname-check.ts';
import { cnameCheckError, isDnsError, storedError } from './tracking-domain-errors.ts';
import {
  after,
  FIRST_RECHECK_MS,
  LIVE_RECHECK_MS,
  retryAt,
  waitsForDns,
} from './tracking-domain-schedule.ts';
import { updateTrackingDomain, type TrackingDomainRow } from './tracking-domains.repo.ts';

/**
 * The steps of a tracking domain's setup, each a function of the stored row that does its outside work
 * (DNS, the certificate provider) and stores where it got: the CNAME check, then the certificate, then
 * live, with each step's time, `last_checked_at` on every check and `next_check_at` for its next check (a pg-boss job, tracking-domain-jobs.ts).
 */

/** Whether the row's CNAME was verified and no check has found it wrong since. */
function stillVerified(row: TrackingDomainRow): boolean {
  return row.cnameVerifiedAt !== null && !isDnsError(row.lastError);
}

/**
 * The status after a CNAME check that did not verify, whoever asked for it: `verifying` (waiting for DNS)
 * while a new record may still be on its way (DNS_WAIT_MS after the subdomain was added) and the server
 * keeps looking; `failed` once that hour has passed, or once the server stops looking.
 */
function unverifiedStatus(row: TrackingDomainRow, now: Date, nextCheckAt: Date | null) {
  return nextCheckAt !== null && waitsForDns(row, now) ? 'verifying' : 'failed';
}

/**
 * A CNAME check asked for by the owner (or due in its background check) of a domain not yet live: verified
 * goes on to the certificate; otherwise the reason is recorded with the next check.
 */
export async function verifyRecord(
  context: AppContext,
  row: TrackingDomainRow,
  { now }: { now: Date },
): Promise<TrackingDomainRow> {
  const check = await checkCname(row.hostname, row.cnameTarget, context.config.dns);
  if (check.outcome === 'verified') {
    const verified = await updateTrackingDomain(context.db, row.id, {
      status: 'configuring',
      lastError: null,
      // A record that held all along keeps the time it was first verified; a new or mended one gets now.
      cnameVerifiedAt: stillVerified(row) ? row.cnameVerifiedAt : now,
      lastCheckedAt: now,
      nextCheckAt: after(now, FIRST_RECHECK_MS),
    });
    return verified ? configureCertificate(context, verified, now) : row;
  }
  const nextCheckAt = retryAt(row, now);
  return (
    (await updateTrackingDomain(context.db, row.id, {
      status: unverifiedStatus(row, now, nextCheckAt),
      lastError: cnameCheckError(check),
      lastCheckedAt: now,
      nextCheckAt,
    })) ?? row
  );
}

/**
 * A live domain's periodic look at its CNAME. Answers the check that found it gone (drift), after
 * recording it (`failed`, the reason, re-checked with backoff), or undefined while it still holds.
 */
export async function recheckLive(
  context: AppContext,
  row: TrackingDomainRow,
  now: Date,
): Promise<Exclude<CnameCheck, { outcome: 'verified' }> | undefined> {
  const check = await checkCname(row.hostname, row.cnameTarget, context.config.dns);
  if (check.outcome === 'verified') {
    await updateTrackingDomain(context.db, row.id, {
      lastCheckedAt: now,
      nextCheckAt: after(now, LIVE_RECHECK_MS),
    });
    return undefined;
  }
  await updateTrackingDomain(context.db, row.id, {
    status: 'failed',
    lastError: cnameCheckError(check),
    lastCheckedAt: now,
    nextCheckAt: after(now, FIRST_RECHECK_MS),
  });
  return check;
}

/** What the provider says about the row's hostname: registered anew, or followed when already there. */
async function providerState(context: AppContext, row: TrackingDomainRow) {
  const provider = certificateProvider(context.config.certificates);
  if (row.cloudflareHostnameId && row.status !== 'failed') return provider.state(row.cloudflareHostnameId);
  // A failed hostname starts over: the provider's validation of the old one has given up.
  if (row.cloudflareHostnameId) await provider.release(row.cloudflareHostnameId);
  return provider.register(row.hostname);
}

/**
 * Registers the verified hostname with the certificate provider, or follows the certificate it ordered:
 * `active` once deployed, `configuring` while it is issued, `failed` when the provider gave up. A
 * provider that cannot be reached leaves the step to be tried again.
 */
export async function configureCertificate(
  context: AppContext,
  row: TrackingDomainRow,
  now: Date,
): Promise<TrackingDomainRow> {
  let state;
  try {
    state = await providerState(context, row);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return (
      (await updateTrackingDomain(context.db, row.id, {
        status: 'configuring',
        lastError: storedError('provider_unreachable', detail),
        lastCheckedAt: now,
        nextCheckAt: retryAt(row, now),
      })) ?? row
    );
  }
  const registered = {
    cloudflareHostnameId: state.id,
    cloudflareCreatedAt: state.id === row.cloudflareHostnameId ? row.cloudflareCreatedAt : now,
    lastCheckedAt: now,
  };
  const changes =
    state.certificate === 'deployed'
      ? {
          status: 'active' as const,
          lastError: null,
          // A certificate already deployed for this very hostname keeps the time it first served.
          certificateDeployedAt: (state.id === row.cloudflareHostnameId && row.certificateDeployedAt) || now,
          nextCheckAt: after(now, LIVE_RECHECK_MS),
        }
      : state.certificate === 'failed'
        ? {
            status: 'failed' as const,
            lastError: storedError('certificate_failed', state.error),
            nextCheckAt: retryAt(row, now),
          }
        : { status: 'configuring' as const, lastError: null, nextCheckAt: retryAt(row, now) };
  return (await updateTrackingDomain(context.db, row.id, { ...registered, ...changes })) ?? row;
}

/**
 * Whether a provider call failed for want of the provider (no connection, no answer in time, its own
 * server error) rather than because it refused us, which is a fault of ours and stays a 500.
 */
function providerUnreachable(error: unknown): boolean {
  if (error instanceof CloudflareError) return error.status >= 500;
  // fetch rejects with a TypeError when it cannot connect, and with a TimeoutError past its signal.
  return error instanceof TypeError || (error instanceof DOMException && error.name === 'TimeoutError');
}

/**
 * Gives a tracking hostname and its certificate up at the certificate provider, before the rows that
 * know its id go. A provider that cannot be reached answers 503 and nothing is deleted, so the owner
 * can try again and no hostname is left at the provider that no row remembers.
 */
export async function releaseHostname(context: AppContext, hostnameId: string): Promise<void> {
  try {
    await certificateProvider(context.config.certificates).release(hostnameId);
  } catch (error) {
    if (!providerUnreachable(error)) throw error;
    throw new HttpError(
      503,
      msg`The certificate service could not be reached, so nothing was deleted. Please try again in a few minutes`,
    );
  }
}
