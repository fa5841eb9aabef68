import { msg } from '@lingui/core/runtime-macro';
import type { Handler, Handlers } from '../../../api/handler.ts';
import type { AppContext } from '../../../app-context.ts';
import { recordAdminChanges } from '../../../lib/admin-audit.ts';
import { ok } from '../../../lib/envelope.ts';
import { invalidField, invalidFields } from '../../../lib/http-error.ts';
import { domainListFilter } from './admin-domain-list.ts';
import { matchingDomains } from './admin-domains.repo.ts';
import { domainStates, planBySlug, updateDomains } from './admin-domain-writes.repo.ts';

/** The most domains one bulk update by filter changes: more is a job for a narrower filter. */
export const BULK_FILTER_CAP = 10_000;

const ONE_SELECTION = msg`Choose the domains by their ids or by a filter, not both`;

/** Staff changing the status or plan of many domains at once: chosen by ids, or by the list's filter. */
export function adminDomainBulkHandlers(context: AppContext): Handlers {
  const { db } = context;

  /** The ids the request selects; 422 on an unknown id, or on a filter matching too many. */
  async function selectedIds(body: Parameters<Handler<'adminBulkUpdateDomains'>>[0]['body'], now: Date) {
    if (body.ids && body.filter) throw invalidField('filter', ONE_SELECTION);
    if (body.ids) {
      const known = new Set((await domainStates(db, body.ids)).map((row) => row.id));
      const unknown = body.ids.flatMap((id, index) => (known.has(id) ? [] : [index]));
      if (unknown.length) {
        throw invalidFields(
          Object.fromEntries(
            unknown.map((index) => [`ids.${index}`, [{ message: msg`There is no such domain` }]]),
          ),
        );
      }
      return body.ids;
    }
    if (!body.filter) throw invalidField('ids', ONE_SELECTION);
    const { search, ...filters } = body.filter;
    const filter = domainListFilter(search, filters, (name) => `filter.${name}`);
    const rows = await matchingDomains(db, filter, now, BULK_FILTER_CAP);
    if (rows.length > BULK_FILTER_CAP) {
      const cap = BULK_FILTER_CAP;
      throw invalidField('filter', msg`More than ${{ cap }} domains match: narrow the filter`);
    }
    return rows.map((row) => row.id);
  }

  const adminBulkUpdateDomains: Handler<'adminBulkUpdateDomains'> = async (request) => {
    const { body } = request;
    if (body.status === undefined && body.plan === undefined) {
      throw invalidField('status', msg`Choose a status or a plan to set`);
    }
    const planId =
      body.plan === undefined || body.plan === null ? body.plan : (await planBySlug(db, body.plan))?.id;
    if (planId === undefined && body.plan !== undefined)
      throw invalidField('plan', msg`There is no plan with this slug`);
    const ids = await selectedIds(body, new Date());
    if (body.preview) {
      return ok(
        { updated_count: 0, matched_count: ids.length },
        request.t(msg`Nothing has been changed yet`),
      );
    }
    if (body.expected_count !== undefined && body.expected_count !== ids.length) {
      throw invalidField(
        'expected_count',
        msg`Domains matching now: ${{ count: ids.length }}. Look at the count again and confirm`,
      );
    }
    const updated = await db.transaction(async (tx) => {
      const before = new Map((await domainStates(tx, ids)).map((row) => [row.id, row]));
      // A plan a subscription pays for is not taken away by staff here, as one by one: all or nothing.
      if (body.plan === null && [...before.values()].some((row) => row.planSource === 'subscription')) {
        throw invalidField(
          'plan',
          msg`Some of these domains pay for their plan: end their subscriptions instead`,
        );
      }
      const changed = await updateDomains(tx, ids, { status: body.status, planId });
      const after = new Map((await domainStates(tx, changed)).map((row) => [row.id, row]));
      await recordAdminChanges(
        tx,
        request,
        changed.flatMap((id) => {
          const old = before.get(id);
          const now = after.get(id);
          if (!old || !now) return [];
          return [
            {
              action: 'admin.domain.updated' as const,
              subject: { type: 'domain' as const, id, label: now.name },
              reason: body.reason?.trim() || undefined,
              before: { status: old.status, plan: old.planSlug },
              after: { status: now.status, plan: now.planSlug },
            },
          ];
        }),
      );
      return changed.length;
    });
    return ok(
      { updated_count: updated, matched_count: ids.length },
      request.t(msg`Domains changed: ${{ count: updated }}`),
    );
  };

  return { adminBulkUpdateDomains };
}
