import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscribedOwner } from '../../../../../tests/server/sandbox-checkout.ts';
import { signedInAccount } from '../../../../../tests/server/support-accounts.ts';
import { useTestServer } from '../../../../../tests/server/test-server.ts';
import { users } from '../../../db/schema/accounts.ts';
import { payments } from '../../../db/schema/billing.ts';

const server = useTestServer();

/** A domain owner who paid through the sandbox, and that payment. */
async function paidOwner() {
  const owner = await subscribedOwner(server());
  const [payment] = await server().db.select().from(payments).where(eq(payments.userId, owner.account.id));
  if (!payment) throw new Error('the sandbox checkout recorded no payment');
  return { ...owner, payment };
}

describe('the staff’s payment search', () => {
  it('GET /admin/payments?search finds a part of the description or of the payer’s name or email, a provider reference whole, each payment once', async () => {
    const admin = await signedInAccount(server(), { role: 'admin' });
    const api = server().client({ token: admin.token });
    const first = await paidOwner();
    const second = await paidOwner();
    await server()
      .db.update(users)
      .set({ name: `Zofia Kowalska of ${first.domain.name}` })
      .where(eq(users.id, first.account.id));
    const reference = `pi_search_${second.payment.id.slice(0, 8)}`;
    await server()
      .db.update(payments)
      .set({ providerReference: reference })
      .where(eq(payments.id, second.payment.id));
    const [wire] = await server()
      .db.insert(payments)
      .values({ ...second.payment, id: undefined, providerReference: null, description: 'Wire 50%_off' })
      .returning();
    /** The ids a search lists (with a filter), checked against the total it counts. */
    const search = async (text: string, filter: Record<string, string> = {}) => {
      const { data, response } = await api.GET('/admin/payments', {
        params: { query: { search: text, filter, per_page: 100 } },
      });
      expect(response.status).toBe(200);
      const ids = data?.data.map((payment) => payment.id) ?? [];
      expect(data?.meta.total, text).toBe(ids.length);
      return ids;
    };

    // The domain's name: in the first payment's description, and in its payer's name too.
    expect(await search(first.domain.name.toUpperCase())).toEqual([first.payment.id]);
    expect(await search('kowalska OF')).toEqual([first.payment.id]);
    const emailPart = second.account.email.slice(5, 17);
    expect((await search(emailPart)).sort()).toEqual([wire?.id, second.payment.id].sort());
    expect(await search(reference)).toEqual([second.payment.id]);
    expect(await search(reference.slice(0, -1))).toEqual([]);
    // `%` and `_` are the text searched for, not wildcards.
    expect(await search('50%_')).toEqual([wire?.id]);
    expect(await search('5%f')).toEqual([]);
    expect(await search(emailPart, { status: 'failed' })).toEqual([]);
    expect(await search(first.domain.name, { user_id: second.account.id })).toEqual([]);
  });
});
