import { msg } from '@lingui/core/runtime-macro';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { invalidField } from '../../lib/http-error.ts';
import { signedIn } from '../auth/signed-in.ts';
import { planChange, proration, refusalsOf } from './plan-change.ts';
import { domainForChange } from './plan-upgrade.repo.ts';
import { findActivePlan, type PlanRow } from './plans.repo.ts';

const upgradeMessages = {
  allowed: msg`This plan change is allowed`,
  refused: msg`This plan change is not allowed`,
  notOwnDomain: msg`Choose one of your domains`,
  unknownPlan: msg`This plan does not exist or is no longer offered`,
};

const summary = (plan: PlanRow) => ({ id: plan.id, slug: plan.slug, name: plan.name });

/** `POST /validate/plan-upgrade`: whether one of the caller's domains may move to a plan, and its cost now. */
export function planUpgradeHandlers({ db }: AppContext): Handlers {
  const validatePlanUpgrade: Handler<'validatePlanUpgrade'> = async (request) => {
    const { user } = signedIn(request);
    const now = new Date();
    const [domain, target] = await Promise.all([
      domainForChange(
        db,
        { userId: user.id, timeZone: user.timezone, locale: request.locale },
        request.body.domain_id,
        now,
      ),
      findActivePlan(db, request.body.plan_slug, request.locale),
    ]);
    if (!domain) throw invalidField('domain_id', upgradeMessages.notOwnDomain);
    if (!target) throw invalidField('plan_slug', upgradeMessages.unknownPlan);

    // A trial is paid for by checking out its own plan (as checkout takes it): a new subscription.
    const change = domain.trialPlanId === target.id ? 'new' : planChange(domain.plan, target);
    const reasons = refusalsOf(
      { change, suspended: domain.status === 'suspended', usage: domain.usage },
      target,
    ).map((refusal) => request.t(refusal.message, refusal.values));
    return ok(
      {
        allowed: reasons.length === 0,
        change,
        reasons,
        current_plan: domain.plan ? summary(domain.plan) : null,
        target_plan: summary(target),
        proration: proration(domain.paid, target, now),
        // Checkout charges the proration as of this moment when it is sent back (priced_at).
        priced_at: now,
      },
      request.t(reasons.length ? upgradeMessages.refused : upgradeMessages.allowed),
    );
  };

  return { validatePlanUpgrade };
}
