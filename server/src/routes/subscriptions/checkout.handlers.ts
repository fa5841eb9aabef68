import { msg } from '@lingui/core/runtime-macro';
import { randomUUID } from 'node:crypto';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { recordDomainActivity } from '../../lib/activity.repo.ts';
import { ok } from '../../lib/envelope.ts';
import { HttpError, invalidField, invalidFields, notFound, type FieldError } from '../../lib/http-error.ts';
import { currentPaymentProvider } from '../../services/payments/settings-payment-provider.ts';
import { signedIn } from '../auth/signed-in.ts';
import { planChange, proration, refusalsOf } from '../plans/plan-change.ts';
import { domainForChange } from '../plans/plan-upgrade.repo.ts';
import { findActivePlan } from '../plans/plans.repo.ts';
import { checkoutFailureMessages } from './checkout-failures.ts';
import {
  foreignUrlMessage,
  onDashboardOrigin,
  servedAt,
  withSessionId,
  type ServedAt,
} from './checkout-urls.ts';
import { findOwnCheckoutSession, insertCheckoutSession } from './checkout.repo.ts';
import { prorationMoment } from './priced-at.ts';
import { findBillingCustomer, findOwnDomain, latestSubscription } from './subscriptions.repo.ts';

/** How long a checkout link works, as Stripe's Checkout Sessions by default. */
const SESSION_LIFETIME_MS = 24 * 3600 * 1000;

const checkoutMessages = {
  started: msg`Checkout started`,
  state: msg`The checkout's state`,
  notOwnDomain: msg`Choose one of your domains`,
  unknownPlan: msg`This plan does not exist or is no longer offered`,
  freePlan: msg`This plan is free: it needs no checkout`,
  wrongInterval: msg`This plan is not sold at this billing interval: choose the plan of that interval`,
};

/** `POST /subscriptions/checkout` and `GET /subscriptions/checkout/sessions/{session}`. */
export function checkoutHandlers(context: AppContext): Handlers {
  const { db, config } = context;

  /** 422 naming each way back that leads off the dashboard (APP_URL, or the address the request came to). */
  function refuseForeignUrls(served: ServedAt | undefined, urls: Record<string, string>) {
    const errors: Record<string, FieldError[]> = {};
    for (const [field, url] of Object.entries(urls)) {
      if (!onDashboardOrigin(url, config.appUrl, served)) {
        errors[field] = [{ message: foreignUrlMessage, values: { address: config.appUrl } }];
      }
    }
    if (Object.keys(errors).length > 0) throw invalidFields(errors);
  }

  const createCheckoutSession: Handler<'createCheckoutSession'> = async (request) => {
    const { user } = signedIn(request);
    const { body, locale } = request;
    refuseForeignUrls(servedAt(request), { success_url: body.success_url, cancel_url: body.cancel_url });
    const now = new Date();
    const [domain, change, plan] = await Promise.all([
      findOwnDomain(db, user.id, body.domain_id),
      domainForChange(db, { userId: user.id, timeZone: user.timezone, locale }, body.domain_id, now),
      findActivePlan(db, body.plan_slug, locale),
    ]);
    if (!domain || !change) throw invalidField('domain_id', checkoutMessages.notOwnDomain);
    if (!plan) throw invalidField('plan_slug', checkoutMessages.unknownPlan);
    if (plan.priceAmount === 0) throw invalidField('plan_slug', checkoutMessages.freePlan);
    if (body.interval && body.interval !== plan.interval) {
      throw invalidField('interval', checkoutMessages.wrongInterval);
    }
    const current = await latestSubscription(db, domain.id, locale);
    // A trial is paid for by checking out its own plan, which is therefore no change to refuse.
    const convertsTrial = current?.subscription.status === 'trialing' && current.plan.id === plan.id;
    const refusals = refusalsOf(
      {
        change: convertsTrial ? 'new' : planChange(change.plan, plan),
        suspended: domain.status === 'suspended',
        usage: change.usage,
      },
      plan,
    );
    const [refusal] = refusals;
    if (refusal) {
      // Why the domain may not move to this plan, as `POST /validate/plan-upgrade` says it.
      throw new HttpError(422, refusal.message, {
        values: refusal.values,
        fieldErrors: { plan_slug: refusals },
      });
    }

    // A paid subscription changing plan pays the proration (a downgrade's credit is not refunded), as of
    // the check the owner saw; anything else pays the plan's price.
    const pricedAt = prorationMoment(body.priced_at, now, change.paid);
    const prorated = change.paid ? proration(change.paid, plan, pricedAt) : null;
    const amountDue = prorated ? Math.max(prorated.amount, 0) : plan.priceAmount;
    const provider = await currentPaymentProvider(context);
    const sessionId = randomUUID();
    const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
    const successUrl = withSessionId(body.success_url, sessionId);
    const cancelUrl = withSessionId(body.cancel_url, sessionId);
    const checkout = await provider.createCheckout({
      sessionId,
      customer: {
        userId: user.id,
        email: user.email,
        name: user.name,
        providerCustomerId: (await findBillingCustomer(db, user.id, provider.name)) ?? null,
      },
      domain: { id: domain.id, name: domain.name },
      plan: { id: plan.id, slug: plan.slug, name: plan.name, stripePriceId: plan.stripePriceId },
      interval: plan.interval,
      price: { amount: plan.priceAmount, currency: plan.currency },
      amountDue: { amount: amountDue, currency: plan.currency },
      change:
        change.paid && current
          ? {
              providerSubscriptionId:
                current.subscription.provider === provider.name
                  ? current.subscription.providerSubscriptionId
                  : null,
            }
          : null,
      successUrl,
      cancelUrl,
      expiresAt,
      locale: request.locale,
    });
    await insertCheckoutSession(db, {
      id: sessionId,
      userId: user.id,
      domainId: domain.id,
      planId: plan.id,
      interval: plan.interval,
      provider: provider.name,
      providerSessionId: checkout.providerSessionId,
      amount: amountDue,
      currency: plan.currency,
      locale: request.locale,
      successUrl,
      cancelUrl,
      expiresAt,
      createdAt: now,
    });
    await recordDomainActivity(db, request, 'billing.checkout_started', domain.id, {
      domain: domain.name,
      plan: plan.slug,
    });
    return ok(
      { checkout_url: checkout.url, session_id: sessionId, expires_at: expiresAt },
      request.t(checkoutMessages.started),
    );
  };

  const getCheckoutSession: Handler<'getCheckoutSession'> = async (request) => {
    const { user } = signedIn(request);
    const found = await findOwnCheckoutSession(db, user.id, request.params.session, request.locale);
    if (!found) throw notFound();
    const { session, domain, plan } = found;
    // An unpaid session past its expiry is expired, whether or not anyone marked it so.
    const status = session.status === 'open' && session.expiresAt <= new Date() ? 'expired' : session.status;
    const failure =
      status === 'failed' && session.failureCode
        ? { code: session.failureCode, message: request.t(checkoutFailureMessages[session.failureCode]) }
        : null;
    return ok(
      {
        id: session.id,
        status,
        domain,
        plan,
        interval: session.interval,
        amount: { amount: session.amount, currency: session.currency },
        failure,
        expires_at: session.expiresAt,
        completed_at: session.completedAt,
        created_at: session.createdAt,
      },
      request.t(checkoutMessages.state),
    );
  };

  return { createCheckoutSession, getCheckoutSession };
}
