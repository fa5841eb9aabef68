import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { domainOwner } from '../../../../tests/server/owned-domain.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { eventDedup } from '../../db/schema/events.ts';
import { forgetOldDedupKeys } from './dedup-cleanup.ts';

const server = useTestServer();
const HOUR_MS = 3_600_000;

describe('forgetOldDedupKeys', () => {
  it('deletes the keys received more than 48 hours ago and keeps the younger ones', async () => {
    const owner = await domainOwner(server());
    const now = new Date();
    const key = (eventId: string, hoursAgo: number) => ({
      domainId: owner.domain.id,
      eventName: 'Purchase',
      eventId,
      receivedAt: new Date(now.getTime() - hoursAgo * HOUR_MS),
    });
    await server()
      .db.insert(eventDedup)
      .values([key('fresh', 1), key('almost', 47.9), key('old', 48.1), key('ancient', 200)]);
    expect(await forgetOldDedupKeys(server().db, now)).toBeGreaterThanOrEqual(2);
    const left = await server().db.select().from(eventDedup).where(eq(eventDedup.domainId, owner.domain.id));
    expect(left.map((row) => row.eventId).sort()).toEqual(['almost', 'fresh']);
  });
});
