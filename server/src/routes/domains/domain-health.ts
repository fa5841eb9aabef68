import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/runtime-macro';
import type { components } from '#contract';

type DomainHealthCheck = components['schemas']['DomainHealthCheck'];

/** What the checks are worked out from: stored states only, no DNS query. */
export interface HealthFacts {
  /** The domain's tracking subdomain (its first), if it has one. */
  tracking?: {
    hostname: string;
    cnameTarget: string;
    status: 'pending' | 'verifying' | 'configuring' | 'active' | 'failed';
    cnameVerifiedAt: Date | null;
    certificateDeployedAt: Date | null;
  };
  /** All, processed and failed events of the last 24 hours. */
  lastDay: { events: number; processed: number; failed: number };
  hasPlan: boolean;
  /** The current subscription's status; null when the plan was granted by staff or there is none. */
  subscriptionStatus: string | null;
  eventsThisPeriod: number;
  /** The plan's monthly events; null for unlimited. */
  eventsLimit: number | null;
}

/** Subscriptions that keep a domain tracking. */
const IN_FORCE = new Set(['active', 'trialing']);

const check = (ok: boolean, code: string, message: MessageDescriptor) => ({ ok, code, message });

function dnsCheck({ tracking }: HealthFacts) {
  if (!tracking) return check(false, 'no_tracking_domain', msg`No tracking subdomain is set up yet`);
  if (tracking.status === 'failed')
    return check(false, 'cname_failed', msg`The last check of ${{ hostname: tracking.hostname }} failed`);
  if (!tracking.cnameVerifiedAt) {
    return check(
      false,
      'cname_missing',
      msg`The CNAME record of ${{ hostname: tracking.hostname }} pointing at ${{ target: tracking.cnameTarget }} is not verified yet`,
    );
  }
  return check(
    true,
    'ok',
    msg`${{ hostname: tracking.hostname }} points at ${{ target: tracking.cnameTarget }}`,
  );
}

function trackingCheck({ lastDay }: HealthFacts) {
  if (lastDay.events === 0)
    return check(false, 'no_recent_events', msg`No events arrived in the last 24 hours`);
  if (lastDay.processed * 2 <= lastDay.events) {
    return check(false, 'events_failing', msg`Fewer than half of the last 24 hours' events were forwarded`);
  }
  return check(true, 'ok', msg`Events arrive and most are forwarded`);
}

function certificateCheck({ tracking }: HealthFacts) {
  if (!tracking?.certificateDeployedAt) {
    return check(false, 'certificate_missing', msg`The tracking subdomain has no certificate yet`);
  }
  if (tracking.status !== 'active') {
    return check(false, 'certificate_inactive', msg`The tracking subdomain's certificate is not in service`);
  }
  return check(true, 'ok', msg`The certificate is deployed`);
}

function subscriptionCheck(facts: HealthFacts) {
  if (!facts.hasPlan) return check(false, 'no_plan', msg`The domain has no plan yet`);
  if (facts.subscriptionStatus !== null && !IN_FORCE.has(facts.subscriptionStatus)) {
    return check(false, 'subscription_inactive', msg`The subscription is not active`);
  }
  if (facts.eventsLimit !== null && facts.eventsThisPeriod >= facts.eventsLimit) {
    return check(false, 'limit_reached', msg`This period's event limit is reached`);
  }
  return check(true, 'ok', msg`The plan is in force`);
}

/** The four health checks of `GET /domains/{domain}/status`, their messages in the request's language. */
export function healthChecks(facts: HealthFacts, t: (message: MessageDescriptor) => string) {
  const translated = ({ ok, code, message }: ReturnType<typeof check>): DomainHealthCheck => ({
    ok,
    code,
    message: t(message),
  });
  return {
    dns: translated(dnsCheck(facts)),
    tracking: translated(trackingCheck(facts)),
    certificate: translated(certificateCheck(facts)),
    subscription: translated(subscriptionCheck(facts)),
  };
}
