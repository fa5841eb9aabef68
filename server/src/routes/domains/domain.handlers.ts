import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/runtime-macro';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { recordDomainActivity } from '../../lib/activity.repo.ts';
import { fieldMessages } from '../../lib/common-messages.ts';
import { ok, page } from '../../lib/envelope.ts';
import { invalidField } from '../../lib/http-error.ts';
import { appSecret } from '../../services/secrets/app-secret.ts';
import { knownFilters, listValue, pageWindow, sortField } from '../auth/list-query.ts';
import { signedIn } from '../auth/signed-in.ts';
import { newApiKey } from './api-key.ts';
import { domainInsightHandlers } from './domain-insights.handlers.ts';
import { refuseBeyondAllowance } from './domain-allowance.ts';
import { deleteDomainAndData } from './domain-deletion.ts';
import { checkedServices } from './domain-services.ts';
import { domainSettingsHandlers } from './domain-settings.handlers.ts';
import { domainView, withKeySecret } from './domain-view.ts';
import {
  activePlan,
  domainDetails,
  domainNameTaken,
  insertDomain,
  listDomains,
  type DomainFilter,
  type DomainStatus,
} from './domains.repo.ts';
import { domainNotFound, ownDomain, ownDomainView } from './own-domain.ts';
import { translator } from './tracking-domain-view.ts';
import { refuseTrial, trialsPerAccount } from './trials.ts';
import { normaliseHostname, type HostnameProblem } from '../../../../src/lib/hostname.ts';
import { serviceSecretKey } from './service-secrets.ts';

const SORTS = ['created_at', 'name', 'status', 'events_count', 'subscription_ends_at'] as const;
const STATUSES: readonly DomainStatus[] = ['pending', 'active', 'suspended', 'expired'];
/** `filter[plan]=none` asks for the domains without a plan. */
const NO_PLAN = 'none';
const DAY_MS = 86_400_000;

const hostnameProblems: Record<HostnameProblem, MessageDescriptor> = {
  ip_address: msg`Enter your site's domain name, not an IP address`,
  local: msg`A local address cannot receive events from the internet; enter your site's public domain name`,
  single_label: msg`Enter a full domain name, such as shop.example.com`,
  invalid: msg`This is not a valid domain name: use letters, digits, hyphens and dots, such as shop.example.com`,
};

/** The repo's filter for the user's domains that match `search`, `filter[status]` and `filter[plan]`. */
function filterFor(userId: string, search: string | undefined, filter: Record<string, string> | undefined) {
  const filters = knownFilters(filter, ['status', 'plan'] as const);
  const result: DomainFilter = { userId, search: search?.trim() || undefined };
  if (filters.status) {
    const wanted = listValue(filters.status);
    const statuses = STATUSES.filter((status) => wanted.includes(status));
    if (statuses.length !== wanted.length) {
      throw invalidField('filter[status]', fieldMessages.enum, { allowed: STATUSES.join(', ') });
    }
    result.statuses = statuses;
  }
  if (filters.plan) {
    const plans = listValue(filters.plan);
    result.planSlugs = plans.filter((slug) => slug !== NO_PLAN);
    result.withoutPlan = plans.includes(NO_PLAN);
  }
  return result;
}

/** The operations on a user's domains: list, add, read, delete, stats, status, services, API key. */
export function domainHandlers(context: AppContext): Handlers {
  const { db } = context;

  const listDomainsHandler: Handler<'listDomains'> = async (request) => {
    const { user } = signedIn(request);
    const { query } = request;
    const sort = sortField(query.sort, SORTS);
    const { page: current, perPage, offset } = pageWindow(query);
    const { rows, total } = await listDomains(
      db,
      filterFor(user.id, query.search, query.filter),
      { now: new Date(), timeZone: user.timezone, locale: request.locale },
      { sort, order: query.order ?? 'desc', limit: perPage, offset },
    );
    const details = await domainDetails(
      db,
      rows.map((row) => row.domain.id),
    );
    return page(
      rows.map((row) => domainView(row, details, translator(request))),
      { page: current, perPage, total },
      request.t(msg`Your domains`),
    );
  };

  const createDomain: Handler<'createDomain'> = async (request, reply) => {
    const { user } = signedIn(request);
    const body = request.body;
    const normalised = normaliseHostname(body.name);
    if ('problem' in normalised) throw invalidField('name', hostnameProblems[normalised.problem]);
    const name = normalised.hostname;
    const taken = msg`${{ name }} is already registered. If the site is yours, contact support`;
    if (await domainNameTaken(db, name)) throw invalidField('name', taken);

    const plan = body.plan_slug ? await activePlan(db, body.plan_slug) : undefined;
    if (body.plan_slug && !plan) throw invalidField('plan_slug', msg`Choose one of the available plans`);
    const trialPlan = plan && plan.trialDays > 0 ? plan : undefined;
    const trialsAllowed = trialPlan ? await trialsPerAccount(db) : 0;
    if (trialPlan) await refuseTrial(db, user.id, name, trialsAllowed);
    await refuseBeyondAllowance(db, user.id, trialPlan !== undefined);
    const services = checkedServices(body.services ?? [], {
      limit: plan?.services ?? null,
      sealKey: serviceSecretKey(appSecret(context.config)),
    });
    const now = new Date();
    const apiKey = newApiKey();
    const added = await insertDomain(
      db,
      {
        userId: user.id,
        name,
        apiKey: { prefix: apiKey.prefix, keyHash: apiKey.keyHash },
        services,
        trial: trialPlan && {
          plan: trialPlan,
          endsAt: new Date(now.getTime() + trialPlan.trialDays * DAY_MS),
          perAccount: trialsAllowed,
        },
      },
      now,
    );
    // Another request took the name, or the account's last trial, between the checks and the insert.
    if ('refused' in added) {
      if (added.refused === 'name_taken') throw invalidField('name', taken);
      await refuseTrial(db, user.id, name, trialsAllowed);
      throw new Error(`the trial of ${name} was refused, yet its checks pass`);
    }
    const domainId = added.id;
    await recordDomainActivity(db, request, 'domain.created', domainId, { domain: name });

    const view = await ownDomainView(db, user, domainId, request);
    reply.code(201);
    return ok(
      withKeySecret(view, apiKey.secret),
      request.t(msg`${{ name }} has been added. Copy its API key now: it will not be shown again`),
    );
  };

  const getDomain: Handler<'getDomain'> = async (request) => {
    const { user } = signedIn(request);
    const view = await ownDomainView(db, user, request.params.domainId, request);
    return ok(view, request.t(msg`Domain ${{ name: view.name }}`));
  };

  const deleteDomain: Handler<'deleteDomain'> = async (request) => {
    const { user } = signedIn(request);
    const { domainId } = request.params;
    const { domain } = await ownDomain(db, user, domainId);
    if (!(await deleteDomainAndData(context, { userId: user.id, domainId }))) throw domainNotFound();
    await recordDomainActivity(db, request, 'domain.deleted', domainId, { domain: domain.name });
    return ok(null, request.t(msg`The domain and its data have been deleted`));
  };

  return {
    listDomains: listDomainsHandler,
    createDomain,
    getDomain,
    deleteDomain,
    ...domainInsightHandlers(context),
    ...domainSettingsHandlers(context),
  };
}
