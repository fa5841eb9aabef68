import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../tests/server/test-database.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { users } from '../../db/schema/accounts.ts';
import { issueInvoice, type InvoiceInput } from './invoice-issue.ts';

let database: DatabaseHandle;
let userId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  const [user] = await database.db
    .insert(users)
    .values({ email: 'invoice-issue@example.test', name: 'Invoice Issue', language: 'en' })
    .returning({ id: users.id });
  if (!user) throw new Error('the test user was not created');
  userId = user.id;
});

afterAll(async () => {
  await database.close();
});

/** A paid invoice of the given UTC year; each test uses its own year, so sequences do not mix. */
function paidIn(year: number): InvoiceInput {
  const issuedAt = new Date(Date.UTC(year, 5, 1, 12));
  return {
    userId,
    domainId: 'domain-of-the-test',
    domainName: 'shop.example',
    subscriptionId: null,
    totalAmount: 4900,
    currency: 'USD',
    status: 'paid',
    periodStart: issuedAt,
    periodEnd: new Date(Date.UTC(year, 6, 1, 12)),
    issuedAt,
    paidAt: issuedAt,
    provider: 'sandbox',
    providerInvoiceId: null,
  };
}

describe('issueInvoice', () => {
  it('numbers invoices one after another within a year and starts again at 1 in the next', async () => {
    const { db } = database;
    const first = await issueInvoice(db, paidIn(2031));
    const second = await issueInvoice(db, paidIn(2031));
    const nextYear = await issueInvoice(db, paidIn(2032));
    expect([first.number, second.number, nextYear.number]).toEqual([
      'TL-2031-000001',
      'TL-2031-000002',
      'TL-2032-000001',
    ]);
  });

  it('gives the number back when the transaction that issued it rolls back', async () => {
    const { db } = database;
    await issueInvoice(db, paidIn(2033));
    const rolledBack = db.transaction(async (tx) => {
      await issueInvoice(tx, paidIn(2033));
      throw new Error('the payment failed after all');
    });
    await expect(rolledBack).rejects.toThrow('the payment failed after all');
    expect((await issueInvoice(db, paidIn(2033))).number).toBe('TL-2033-000002');
  });

  it('never shares nor skips a number when payments are confirmed at the same time', async () => {
    const { db } = database;
    // Each payment's transaction lingers after issuing, as a webhook's does while it updates the
    // subscription, so without the lock every one would read the same highest number.
    const issued = await Promise.all(
      Array.from({ length: 8 }, () =>
        db.transaction(async (tx) => {
          const invoice = await issueInvoice(tx, paidIn(2034));
          await sleep(20);
          return invoice;
        }),
      ),
    );
    expect(issued.map((invoice) => invoice.number).sort()).toEqual(
      Array.from({ length: 8 }, (_, index) => `TL-2034-00000${index + 1}`),
    );
  });
});
