import type { FastifyRequest } from 'fastify';
import type { components } from '#contract';
import type { Database } from '../../../db/database.ts';
import { domainView } from '../../domains/domain-view.ts';
import { domainDetails } from '../../domains/domains.repo.ts';
import { translator } from '../../domains/tracking-domain-view.ts';
import { adminDomainRows, type AdminDomainRow } from './admin-domains.repo.ts';

type AdminDomain = components['schemas']['AdminDomain'];

/**
 * The AdminDomain of the contract: the owner's Domain (domain-view.ts, the same services, tracking
 * subdomains and key) with its owner, this month's events and delivery failure rate, and its block.
 */
export async function adminDomainViews(
  db: Database,
  rows: AdminDomainRow[],
  request: FastifyRequest,
): Promise<AdminDomain[]> {
  const details = await domainDetails(
    db,
    rows.map((row) => row.domain.id),
  );
  const t = translator(request);
  return rows.map(({ domain, plan, owner, month }) => {
    const events = month?.events ?? 0;
    const ended = (month?.processed ?? 0) + (month?.failed ?? 0);
    return {
      ...domainView({ domain, plan, eventsCount: events }, details, t),
      user: { id: owner.id, name: owner.name, email: owner.email },
      events_this_month: events,
      delivery_failure_rate: ended > 0 ? (month?.failed ?? 0) / ended : null,
      ingestion_block:
        domain.ingestionBlockedReason !== null && domain.ingestionBlockedAt !== null
          ? { reason: domain.ingestionBlockedReason, blocked_at: domain.ingestionBlockedAt }
          : null,
    };
  });
}

/** One domain as staff see it, in the request's language; undefined when there is no such domain. */
export async function adminDomainView(db: Database, id: string, request: FastifyRequest, now = new Date()) {
  const rows = await adminDomainRows(db, [id], { now, locale: request.locale });
  const [view] = await adminDomainViews(db, rows, request);
  return view;
}
