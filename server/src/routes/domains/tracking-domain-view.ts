import type { MessageDescriptor } from '@lingui/core';
import type { FastifyRequest } from 'fastify';
import { msg } from '@lingui/core/runtime-macro';
import type { components } from '#contract';
import type { MessageValues } from '../../lib/i18n.ts';
import { isDnsError, trackingErrorMessage } from './tracking-domain-errors.ts';
import type { TrackingDomainRow } from './tracking-domains.repo.ts';

type TrackingDomain = components['schemas']['TrackingDomain'];
type Step = components['schemas']['TrackingDomainStep'];
/** Translates a message into the reader's language. */
export type Translate = (message: MessageDescriptor, values?: MessageValues) => string;

/** The request's `t`, bound, for the views to translate with. */
export const translator =
  (request: FastifyRequest): Translate =>
  (message, values) =>
    request.t(message, values);

/** The TrackingDomain entity of the contract, its `last_error` in the reader's language. */
export function trackingDomainView(row: TrackingDomainRow, t: Translate): TrackingDomain {
  return {
    id: row.id,
    domain_id: row.domainId,
    hostname: row.hostname,
    cname_target: row.cnameTarget,
    status: row.status,
    last_error: row.lastError === null ? null : trackingErrorMessage(row.lastError, row, t),
    cname_verified_at: row.cnameVerifiedAt,
    cloudflare_created_at: row.cloudflareCreatedAt,
    certificate_deployed_at: row.certificateDeployedAt,
    last_checked_at: row.lastCheckedAt,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

/** A step's state and what to say about it. */
function step(
  key: Step['key'],
  status: Step['status'],
  message: string | null,
  completedAt: Date | null,
): Step {
  return { key, status, message, completed_at: status === 'done' ? completedAt : null };
}

/**
 * The three setup steps of the contract's TrackingDomainProgress, from the stored row alone: `dns`
 * (CNAME verified), `hostname` (registered with the certificate provider), `certificate` (deployed).
 * A failure sits on the step it belongs to: a DNS error on `dns`, anything else on the provider's steps.
 */
export function setupSteps(row: TrackingDomainRow, t: Translate): Step[] {
  const error = row.lastError === null ? null : trackingErrorMessage(row.lastError, row, t);
  const dnsError = isDnsError(row.lastError);
  const failedHere = (dns: boolean) => row.status === 'failed' && dnsError === dns;

  const dns: Step['status'] = failedHere(true)
    ? 'failed'
    : row.cnameVerifiedAt && !dnsError
      ? 'done'
      : 'in_progress';
  const dnsMessage =
    dns === 'done'
      ? null
      : (error ??
        t(msg({ message: 'Waiting for the CNAME record of {hostname}' }), { hostname: row.hostname }));

  const providerFailed = failedHere(false);
  const hostname: Step['status'] = row.cloudflareCreatedAt
    ? 'done'
    : providerFailed
      ? 'failed'
      : dns === 'done'
        ? 'in_progress'
        : 'pending';
  const certificate: Step['status'] =
    row.status === 'active'
      ? 'done'
      : providerFailed && row.cloudflareCreatedAt
        ? 'failed'
        : hostname === 'done' && dns === 'done'
          ? 'in_progress'
          : 'pending';
  const providerMessage = (status: Step['status']) =>
    status === 'failed' || (status === 'in_progress' && error)
      ? error
      : status === 'in_progress'
        ? t(msg`The HTTPS certificate is being issued; this usually takes a few minutes.`)
        : null;

  return [
    step('dns', dns, dnsMessage, row.cnameVerifiedAt),
    step('hostname', hostname, providerMessage(hostname), row.cloudflareCreatedAt),
    step('certificate', certificate, providerMessage(certificate), row.certificateDeployedAt),
  ];
}

/** A suggested TTL for the CNAME record: an hour, so a mistake is corrected within one. */
const RECORD_TTL = 3600;

/** The contract's TrackingDomainVerificationData: the record to create and how, in the reader's language. */
export function verificationData(row: TrackingDomainRow, t: Translate) {
  const values = { hostname: row.hostname, target: row.cnameTarget, name: row.hostname.split('.')[0] ?? '' };
  return {
    hostname: row.hostname,
    status: row.status,
    records: [{ type: 'CNAME' as const, name: row.hostname, value: row.cnameTarget, ttl: RECORD_TTL }],
    instructions: [
      t(msg`Sign in to the DNS provider that serves your domain (where its name servers point).`, values),
      t(msg({ message: 'Add a CNAME record named {name} (the full name is {hostname}).' }), values),
      t(msg({ message: 'Set its value (target) to {target} and save it.' }), values),
      t(
        msg`If your provider offers a proxy (such as Cloudflare's orange cloud), turn it off for this record.`,
        values,
      ),
      t(
        msg`Come back and choose Verify. A new record usually appears within minutes, sometimes up to an hour.`,
        values,
      ),
    ],
  };
}
