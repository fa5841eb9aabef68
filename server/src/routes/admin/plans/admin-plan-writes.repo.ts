import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { plans } from '../../../db/schema/business.ts';
import type { PlanRow } from './admin-plans.repo.ts';

export type PlanValues = Omit<typeof plans.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Inserts a plan; undefined when its slug is taken meanwhile. */
export async function insertPlan(tx: Database, values: PlanValues): Promise<PlanRow | undefined> {
  const [plan] = await tx.insert(plans).values(values).onConflictDoNothing().returning();
  return plan;
}

/** Changes the fields of plan `id` given in `values`; answers the plan as it now is. */
export async function updatePlanRow(tx: Database, id: string, values: Partial<PlanValues>): Promise<PlanRow> {
  const [plan] = await tx
    .update(plans)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(plans.id, id))
    .returning();
  if (!plan) throw new Error(`plan ${id} vanished during its change`);
  return plan;
}

/** Deletes plan `id` (its features and texts go with it). */
export async function deletePlanRow(tx: Database, id: string): Promise<void> {
  await tx.delete(plans).where(eq(plans.id, id));
}
