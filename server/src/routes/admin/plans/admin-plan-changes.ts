import type { Database } from '../../../db/database.ts';
import { announcePublicReadsChanged } from '../../../db/public-read-notices.ts';
import type { AuditSubject } from '../../../lib/admin-audit.ts';
import { invalidatePublicReads } from '../../../lib/public-reads.ts';
import type { PlanRow } from './admin-plans.repo.ts';

/**
 * Runs a write of plans or features in one transaction with its audit entries, and tells every server
 * process to forget its cached public plans once it commits (this one at once), so the owner's
 * `/billing` and the pricing page show the change on their next read.
 */
export async function inPlanChange<T>(db: Database, write: (tx: Database) => Promise<T>): Promise<T> {
  const result = await db.transaction(async (tx) => {
    const written = await write(tx);
    await announcePublicReadsChanged(tx);
    return written;
  });
  invalidatePublicReads(db);
  return result;
}

/** A plan as the audit trail names it. */
export function planSubject(plan: PlanRow): AuditSubject {
  return { type: 'plan', id: plan.id, label: plan.name };
}
