import { msg } from '@lingui/core/runtime-macro';
import type { Handler, Handlers } from '../../../api/handler.ts';
import type { AppContext } from '../../../app-context.ts';
import { recordAdminChange } from '../../../lib/admin-audit.ts';
import { ok } from '../../../lib/envelope.ts';
import { notFound } from '../../../lib/http-error.ts';
import { dnsAnswer } from '../../domains/tracking-domain-dns-answer.ts';
import { recheckLive, verifyRecord } from '../../domains/tracking-domain-setup.ts';
import { trackingDomainView, translator } from '../../domains/tracking-domain-view.ts';
import { adminDomainNotFound } from './admin-domain-reads.handlers.ts';
import { adminDomainView } from './admin-domain-view.ts';
import { findDomainForChange, trackingDomainOf, updateDomain } from './admin-domain-writes.repo.ts';

/** Staff's actions on one domain: block and unblock its events, re-check its tracking subdomain now. */
export function adminDomainActionHandlers(context: AppContext): Handlers {
  const { db } = context;

  /** The domain of the path, or 404. */
  async function target(id: string) {
    const found = await findDomainForChange(db, id);
    if (!found) throw adminDomainNotFound();
    return found.domain;
  }

  const adminBlockDomainIngestion: Handler<'adminBlockDomainIngestion'> = async (request) => {
    const domain = await target(request.params.id);
    const reason = request.body.reason.trim();
    await db.transaction(async (tx) => {
      await updateDomain(tx, domain.id, {
        ingestionBlockedReason: reason,
        ingestionBlockedAt: domain.ingestionBlockedAt ?? new Date(),
      });
      await recordAdminChange(tx, request, {
        action: 'admin.domain.ingestion_blocked',
        subject: { type: 'domain', id: domain.id, label: domain.name },
        reason,
        before: { ingestion_blocked: domain.ingestionBlockedAt !== null },
        after: { ingestion_blocked: true },
      });
    });
    const view = await adminDomainView(db, domain.id, request);
    if (!view) throw adminDomainNotFound();
    return ok(view, request.t(msg`The domain's events are blocked`));
  };

  const adminUnblockDomainIngestion: Handler<'adminUnblockDomainIngestion'> = async (request) => {
    const domain = await target(request.params.id);
    if (domain.ingestionBlockedAt !== null) {
      await db.transaction(async (tx) => {
        await updateDomain(tx, domain.id, { ingestionBlockedReason: null, ingestionBlockedAt: null });
        await recordAdminChange(tx, request, {
          action: 'admin.domain.ingestion_unblocked',
          subject: { type: 'domain', id: domain.id, label: domain.name },
          reason: request.query.reason?.trim() || undefined,
          before: { ingestion_blocked: true },
          after: { ingestion_blocked: false },
        });
      });
    }
    const view = await adminDomainView(db, domain.id, request);
    if (!view) throw adminDomainNotFound();
    return ok(view, request.t(msg`The domain takes events again`));
  };

  const adminRecheckDomainTracking: Handler<'adminRecheckDomainTracking'> = async (request) => {
    const domain = await target(request.params.id);
    const row = await trackingDomainOf(db, domain.id);
    if (!row) throw notFound(msg`This domain has no tracking subdomain`);
    const now = new Date();
    // The owner's checks, run now: a live record is confirmed (drift recorded), one being set up goes on.
    if (row.status === 'active') await recheckLive(context, row, now);
    else await verifyRecord(context, row, { now });
    const checked = (await trackingDomainOf(db, domain.id)) ?? row;
    await recordAdminChange(db, request, {
      action: 'admin.domain.tracking_rechecked',
      subject: { type: 'domain', id: domain.id, label: domain.name },
      before: { tracking_status: row.status },
      after: { tracking_status: checked.status },
    });
    return ok(
      { tracking_domain: trackingDomainView(checked, translator(request)), dns_answer: dnsAnswer(checked) },
      request.t(msg`The tracking subdomain has been checked`),
    );
  };

  return { adminBlockDomainIngestion, adminUnblockDomainIngestion, adminRecheckDomainTracking };
}
