import { msg } from '@lingui/core/runtime-macro';
import type { Handler, Handlers } from '../../../api/handler.ts';
import type { AppContext } from '../../../app-context.ts';
import { recordAdminChange } from '../../../lib/admin-audit.ts';
import { inEveryLocale } from '../../../lib/every-locale.ts';
import { ok } from '../../../lib/envelope.ts';
import { invalidField } from '../../../lib/http-error.ts';
import { translate } from '../../../lib/i18n.ts';
import { newApiKey } from '../../domains/api-key.ts';
import { deleteDomainAndData } from '../../domains/domain-deletion.ts';
import { domainNameTaken } from '../../domains/domains.repo.ts';
import { insertNotification } from '../../domains/tracking-domains.repo.ts';
import { adminDomainNotFound } from './admin-domain-reads.handlers.ts';
import { adminDomainView } from './admin-domain-view.ts';
import {
  findDomainForChange,
  insertAdminDomain,
  moveBilling,
  planBySlug,
  updateDomain,
  userForDomain,
  type DomainForChange,
} from './admin-domain-writes.repo.ts';

const nameTaken = msg`This domain name is already registered`;
const unknownUser = msg`There is no such user`;
const unknownPlan = msg`There is no plan with this slug`;
const deletedTitle = msg`The domain {domain} has been deleted`;
const deletedMessage = msg`Tracklane staff deleted the domain and its data. Reply to support if you have questions.`;

/** What the audit trail compares of a domain before and after a staff change. */
function auditedFields({ domain, ownerEmail, planSlug }: DomainForChange) {
  return {
    owner: ownerEmail,
    name: domain.name,
    status: domain.status,
    plan: planSlug,
    subscription_ends_at: domain.subscriptionEndsAt,
  };
}

/** The plan id of a request's `plan` (null removes it); 422 on `plan` for an unknown slug. */
async function planIdOf(context: AppContext, slug: string | null) {
  if (slug === null) return null;
  const plan = await planBySlug(context.db, slug);
  if (!plan) throw invalidField('plan', unknownPlan);
  return plan.id;
}

/** Staff adding, changing (and moving to another owner) and deleting any owner's domain. */
export function adminDomainWriteHandlers(context: AppContext): Handlers {
  const { db } = context;

  const adminCreateDomain: Handler<'adminCreateDomain'> = async (request, reply) => {
    const { body } = request;
    const owner = await userForDomain(db, body.user_id);
    if (!owner) throw invalidField('user_id', unknownUser);
    const name = body.name.toLowerCase();
    if (await domainNameTaken(db, name)) throw invalidField('name', nameTaken);
    const planId = body.plan === undefined ? null : await planIdOf(context, body.plan);
    const apiKey = newApiKey();
    const id = await db.transaction(async (tx) => {
      const added = await insertAdminDomain(
        tx,
        {
          userId: owner.id,
          name,
          status: body.status ?? 'pending',
          planId,
          planSource: planId ? 'staff' : null,
          subscriptionEndsAt: body.subscription_ends_at ? new Date(body.subscription_ends_at) : null,
        },
        { prefix: apiKey.prefix, keyHash: apiKey.keyHash },
      );
      if (!added) return undefined;
      await recordAdminChange(tx, request, {
        action: 'admin.domain.created',
        subject: { type: 'domain', id: added, label: name },
        after: { owner: owner.email, name, status: body.status ?? 'pending', plan: body.plan ?? null },
      });
      return added;
    });
    if (!id) throw invalidField('name', nameTaken);
    const view = await adminDomainView(db, id, request);
    if (!view) throw adminDomainNotFound();
    reply.code(201);
    return ok(
      view.api_key ? { ...view, api_key: { ...view.api_key, secret: apiKey.secret } } : view,
      request.t(msg`${{ name }} has been added. Copy its API key now: it will not be shown again`),
    );
  };

  const adminUpdateDomain: Handler<'adminUpdateDomain'> = async (request) => {
    const { body } = request;
    const before = await findDomainForChange(db, request.params.id);
    if (!before) throw adminDomainNotFound();
    const { domain } = before;
    const newOwner =
      body.user_id !== undefined && body.user_id !== domain.userId
        ? await userForDomain(db, body.user_id)
        : undefined;
    if (body.user_id !== undefined && body.user_id !== domain.userId && !newOwner) {
      throw invalidField('user_id', unknownUser);
    }
    const name = body.name?.toLowerCase();
    if (name !== undefined && name !== domain.name && (await domainNameTaken(db, name))) {
      throw invalidField('name', nameTaken);
    }
    if (body.plan === null && domain.planSource === 'subscription') {
      throw invalidField('plan', msg`This plan is paid for by a subscription: end the subscription instead`);
    }
    const planId = body.plan === undefined ? undefined : await planIdOf(context, body.plan);
    await db.transaction(async (tx) => {
      await updateDomain(tx, domain.id, {
        ...(newOwner && { userId: newOwner.id }),
        ...(name !== undefined && { name }),
        ...(body.status !== undefined && { status: body.status }),
        ...(planId !== undefined && { planId, planSource: planId === null ? null : 'staff' }),
        ...(body.subscription_ends_at !== undefined && {
          subscriptionEndsAt: body.subscription_ends_at === null ? null : new Date(body.subscription_ends_at),
        }),
      });
      if (newOwner) await moveBilling(tx, domain.id, newOwner.id);
      const after = await findDomainForChange(tx, domain.id);
      if (!after) throw adminDomainNotFound();
      await recordAdminChange(tx, request, {
        action: newOwner ? 'admin.domain.transferred' : 'admin.domain.updated',
        subject: { type: 'domain', id: domain.id, label: after.domain.name },
        reason: body.reason?.trim() || undefined,
        before: auditedFields(before),
        after: auditedFields(after),
      });
    });
    const view = await adminDomainView(db, domain.id, request);
    if (!view) throw adminDomainNotFound();
    const message = newOwner
      ? msg`The domain has been moved to its new owner`
      : msg`The domain has been saved`;
    return ok(view, request.t(message));
  };

  const adminDeleteDomain: Handler<'adminDeleteDomain'> = async (request) => {
    const found = await findDomainForChange(db, request.params.id);
    if (!found) throw adminDomainNotFound();
    const { domain } = found;
    if (!(await deleteDomainAndData(context, { userId: domain.userId, domainId: domain.id }))) {
      throw adminDomainNotFound();
    }
    await recordAdminChange(db, request, {
      action: 'admin.domain.deleted',
      subject: { type: 'domain', id: domain.id, label: domain.name },
      reason: request.query.reason?.trim() || undefined,
      before: auditedFields(found),
    });
    const title = inEveryLocale((locale) => translate(deletedTitle, locale, { domain: domain.name }));
    const message = inEveryLocale((locale) => translate(deletedMessage, locale));
    await insertNotification(db, {
      userId: domain.userId,
      type: 'warning',
      title: title.en,
      message: message.en,
      data: { kind: 'domain_deleted_by_staff', translations: { title, message } },
    });
    return ok(null, request.t(msg`The domain and its data have been deleted`));
  };

  return { adminCreateDomain, adminUpdateDomain, adminDeleteDomain };
}
