import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { operations } from '#contract';
import { subscribedOwner } from '../../../../tests/server/sandbox-checkout.ts';
import { signedInAccount, ticketBody } from '../../../../tests/server/support-accounts.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';

const server = useTestServer();

type Query = operations['listActivityLogs']['parameters']['query'];

/** The caller's log as the settings page asks for it, in `language`. */
async function activityOf(token: string, language: string, query: Query = {}) {
  const { data } = await server()
    .client({ token, language })
    .GET('/auth/activity-logs', { params: { query: { per_page: 50, ...query } } });
  return data?.data ?? [];
}

describe('GET /auth/activity-logs after an owner’s own actions', () => {
  it('GET /auth/activity-logs lists what the owner did to a domain, its destinations and tracking subdomain, in the reader’s language', async () => {
    const owner = await signedInAccount(server());
    const api = server().client({ token: owner.token });
    const name = `shop-${randomUUID().slice(0, 8)}.example.com`;
    const created = await api.POST('/domains', { body: { name } });
    const domainId = created.data?.data.id ?? '';
    const path = { params: { path: { domainId } } };
    const meta = { key: 'meta_capi', settings: { pixel_id: '104857600012345', access_token: 'EAAB-first' } };
    expect(
      (await api.PUT('/domains/{domainId}/services', { ...path, body: { services: [meta] } })).response
        .status,
    ).toBe(200);
    const service = { params: { path: { domainId, key: 'meta_capi' } } };
    await api.PATCH('/domains/{domainId}/services/{key}', { ...service, body: { enabled: false } });
    await api.PATCH('/domains/{domainId}/services/{key}', { ...service, body: { enabled: true } });
    await api.POST('/domains/{domainId}/api-key/rotate', path);
    const hostname = `t.${name}`;
    const tracking = await api.POST('/domains/{domainId}/tracking-domain', { ...path, body: { hostname } });
    expect(tracking.response.status).toBe(201);
    await api.DELETE('/domains/{domainId}/tracking-domain', path);
    expect((await api.DELETE('/domains/{domainId}', path)).response.status).toBe(200);

    const entries = await activityOf(owner.token, 'pl', { filter: { action: 'domain.' } });
    expect(entries.map((entry) => entry.description)).toEqual([
      `Usunięto domenę ${name}`,
      `Usunięto subdomenę śledzącą ${hostname}`,
      `Dodano subdomenę śledzącą ${hostname}`,
      `Wymieniono klucz API domeny ${name}`,
      `Włączono Meta Conversions API dla ${name}`,
      `Wstrzymano Meta Conversions API dla ${name}`,
      `Zmieniono miejsca docelowe domeny ${name}`,
      `Dodano domenę ${name}`,
    ]);
    expect(entries.at(-1)).toMatchObject({
      action: 'domain.created',
      subject_type: 'domain',
      subject_id: domainId,
      properties: { domain: name },
    });
    const english = await activityOf(owner.token, 'en', { filter: { action: 'domain.destination_paused' } });
    expect(english.map((entry) => entry.description)).toEqual([`Paused Meta Conversions API for ${name}`]);
  });

  it('GET /auth/activity-logs finds a domain’s entries by the domain’s name', async () => {
    const owner = await signedInAccount(server());
    const api = server().client({ token: owner.token });
    const name = `found-${randomUUID().slice(0, 8)}.example.com`;
    await api.POST('/domains', { body: { name } });
    await api.POST('/domains', { body: { name: `other-${randomUUID().slice(0, 8)}.example.com` } });

    const entries = await activityOf(owner.token, 'en', { search: name.slice(0, 14) });
    expect(entries.map((entry) => entry.description)).toEqual([`Added the domain ${name}`]);
  });

  it('GET /auth/activity-logs lists the owner’s checkout, cancellation, resumption and ending of a subscription', async () => {
    const { api, domain, token } = await subscribedOwner(server());
    const path = { params: { path: { domain: domain.id } } };
    expect((await api.POST('/subscriptions/{domain}/cancel', path)).response.status).toBe(200);
    expect((await api.POST('/subscriptions/{domain}/resume', path)).response.status).toBe(200);
    await api.POST('/subscriptions/{domain}/cancel', { ...path, body: { at_period_end: false } });

    const entries = await activityOf(token, 'en', { filter: { action: 'billing.' } });
    expect(entries.map((entry) => entry.description)).toEqual([
      `Ended the subscription of ${domain.name} at once`,
      `Resumed the subscription of ${domain.name}`,
      `Cancelled the subscription of ${domain.name} at the end of its period`,
      `Started a payment for ${domain.name}`,
    ]);
    expect(entries.at(-1)).toMatchObject({ subject_id: domain.id, properties: { plan: 'pro-monthly' } });
  });

  it('GET /auth/activity-logs lists the support tickets the owner opened and closed', async () => {
    const owner = await signedInAccount(server(), { language: 'de' });
    const api = server().client({ token: owner.token });
    const { data } = await api.POST('/support/tickets', { body: ticketBody('Events missing') });
    const ticket = data?.data;
    if (!ticket) throw new Error('the ticket was not opened');
    await api.PUT('/support/tickets/{ticket}', {
      params: { path: { ticket: ticket.id } },
      body: { status: 'closed' },
    });

    const entries = await activityOf(owner.token, 'de', { filter: { action: 'support.' } });
    expect(entries.map((entry) => entry.description)).toEqual([
      `Support-Ticket #${ticket.number} geschlossen`,
      `Support-Ticket #${ticket.number} eröffnet`,
    ]);
  });
});
