import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { domainApiKeys, domainServices } from '../../db/schema/business.ts';
import type { StoredService } from './domain-services.ts';

/** Makes `services` the domain's services: the others go, these are written anew, all or nothing. */
export async function replaceServices(db: Database, domainId: string, services: StoredService[]) {
  await db.transaction(async (tx) => {
    await tx.delete(domainServices).where(eq(domainServices.domainId, domainId));
    if (services.length) {
      await tx.insert(domainServices).values(services.map((service) => ({ domainId, ...service })));
    }
  });
}

/** Turns one of the domain's services on or off; false when the domain has no such service. */
export async function setServiceEnabled(db: Database, domainId: string, key: string, enabled: boolean) {
  const updated = await db
    .update(domainServices)
    .set({ enabled })
    .where(and(eq(domainServices.domainId, domainId), eq(domainServices.key, key)))
    .returning({ id: domainServices.id });
  return updated.length > 0;
}

/**
 * Adds the domain's new key and gives the grace period to the key it replaces alone: that key stops at
 * `graceEnds`, and a key still in the grace of an earlier rotation stops now, so two quick rotations
 * never leave three keys working. `revoked_at` is when a key stops working, which may lie in the future.
 */
export async function rotateApiKey(
  db: Database,
  domainId: string,
  key: { prefix: string; keyHash: string },
  { now, graceEnds }: { now: Date; graceEnds: Date },
) {
  await db.transaction(async (tx) => {
    const ofDomain = eq(domainApiKeys.domainId, domainId);
    await tx
      .update(domainApiKeys)
      .set({ revokedAt: now })
      .where(and(ofDomain, gt(domainApiKeys.revokedAt, now)));
    await tx
      .update(domainApiKeys)
      .set({ revokedAt: graceEnds })
      .where(and(ofDomain, isNull(domainApiKeys.revokedAt)));
    await tx.insert(domainApiKeys).values({ domainId, ...key, createdAt: now });
  });
}
