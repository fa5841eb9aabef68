import type { TrackingDomainVerificationData } from '@/api/queries/domains';
import type { components } from '@/api/schema.gen';
import { aDomain } from '../../fixtures/domains';
import { contract, envelope, refusal } from '../contract';

type Schemas = components['schemas'];
type TrackingDomain = Schemas['TrackingDomain'];
type DnsAnswer = Schemas['TrackingDomainDnsAnswer'];
type Step = Schemas['TrackingDomainStep'];

/**
 * A domain's tracking subdomain as a test's fake server keeps it: the subdomain (null before one is
 * added) and what DNS answered last. A test changes it between calls to play the server's own checks.
 */
export interface TrackingState {
  domain: Schemas['Domain'];
  tracking: TrackingDomain | null;
  dnsAnswer: DnsAnswer;
  nextCheckAt: Date | null;
}

/** The three steps of the contract's TrackingDomainProgress for `tracking`, roughly as the server says. */
export function stepsOf(tracking: TrackingDomain): Step[] {
  const failed = tracking.status === 'failed';
  // A failure before the provider registered the hostname is the record's; after, the certificate's.
  const dnsFailed = failed && tracking.cloudflare_created_at === null;
  const dnsDone = tracking.cname_verified_at !== null && !dnsFailed;
  const live = tracking.status === 'active';
  return [
    {
      key: 'dns',
      status: dnsDone ? 'done' : dnsFailed ? 'failed' : 'in_progress',
      message: dnsDone
        ? null
        : (tracking.last_error ?? `Waiting for the CNAME record of ${tracking.hostname}`),
      completed_at: dnsDone ? tracking.cname_verified_at : null,
    },
    {
      key: 'hostname',
      status: tracking.cloudflare_created_at ? 'done' : dnsDone ? 'in_progress' : 'pending',
      message: null,
      completed_at: tracking.cloudflare_created_at,
    },
    {
      key: 'certificate',
      status: live
        ? 'done'
        : failed && tracking.cloudflare_created_at
          ? 'failed'
          : tracking.cloudflare_created_at
            ? 'in_progress'
            : 'pending',
      message: failed && tracking.cloudflare_created_at ? (tracking.last_error ?? null) : null,
      completed_at: live ? tracking.certificate_deployed_at : null,
    },
  ];
}

/** The status answer for the state. */
export function progressOf(
  state: TrackingState & { tracking: TrackingDomain },
): Schemas['TrackingDomainProgress'] {
  return {
    tracking_domain: state.tracking,
    ready: state.tracking.status === 'active',
    steps: stepsOf(state.tracking),
    next_check_at: state.nextCheckAt,
    dns_answer: state.dnsAnswer,
  };
}

export const UNCHECKED: DnsAnswer = { outcome: 'unchecked', value: null, checked_at: null };

interface TrackingHandlersOptions {
  /** What POST …/verify does to the state (the server's lookup); nothing by default. */
  onVerify?: (state: TrackingState) => void;
}

/**
 * The handlers of one domain's tracking setup on `state`, counting each operation's calls: the domain,
 * its subdomain, status, verification data, and adding, verifying, configuring and removing it.
 */
export function trackingHandlers(state: TrackingState, { onVerify }: TrackingHandlersOptions = {}) {
  const calls = { status: 0, verify: 0, configure: 0, create: [] as string[], remove: 0 };
  const owned = () => (state.tracking ? null : refusal(404, 'This domain has no tracking subdomain'));
  const handlers = [
    contract.get('/domains/{domainId}', () => envelope(state.domain)),
    contract.get('/domains/{domainId}/tracking-domain', () => envelope(state.tracking)),
    contract.get('/domains/{domainId}/tracking-domain/status', () => {
      calls.status += 1;
      return owned() ?? envelope(progressOf(state as TrackingState & { tracking: TrackingDomain }));
    }),
    contract.get('/domains/{domainId}/tracking-domain/verification-data', () => {
      const { tracking } = state;
      if (!tracking) return refusal(404, 'This domain has no tracking subdomain');
      const data: TrackingDomainVerificationData = {
        hostname: tracking.hostname,
        status: tracking.status,
        records: [
          { type: 'CNAME' as const, name: tracking.hostname, value: tracking.cname_target, ttl: 3600 },
        ],
        instructions: [
          'Sign in to your DNS provider.',
          `Add a CNAME record pointing to ${tracking.cname_target}.`,
        ],
      };
      return envelope(data);
    }),
    contract.post('/domains/{domainId}/tracking-domain/verify', () => {
      calls.verify += 1;
      onVerify?.(state);
      return owned() ?? envelope(state.tracking as TrackingDomain);
    }),
    contract.post('/domains/{domainId}/tracking-domain/configure', () => {
      calls.configure += 1;
      return owned() ?? envelope(state.tracking as TrackingDomain);
    }),
    contract.delete('/domains/{domainId}/tracking-domain', () => {
      calls.remove += 1;
      state.tracking = null;
      return envelope(null);
    }),
  ];
  return { handlers, calls };
}

/** A fresh state: the Pro domain `shop.example.com` (`domain-1`) with `tracking`. */
export function aTrackingState(
  tracking: TrackingDomain | null,
  dnsAnswer: DnsAnswer = UNCHECKED,
): TrackingState {
  return { domain: aDomain(), tracking, dnsAnswer, nextCheckAt: null };
}
