import { HttpResponse } from 'msw';
import type {
  AdminDomain,
  AdminDomainBulkUpdateRequest,
  AdminDomainUpdateRequest,
} from '@/api/queries/admin-domains';
import { anAdminDomain } from '../../fixtures/admin-domains';
import { contract, envelope, listEnvelope } from '../contract';

// Tag `admin`, the domains part: every owner's domains held in memory, answering as the reference server
// does (the list paged, filtered by status; block, unblock, change and bulk update recorded), so a test
// can act on a domain and see the page follow.

/** What the fake server holds; a test may read or change it between calls. */
export interface DomainStore {
  domains: AdminDomain[];
  /** Every GET /admin/domains query, in order. */
  listed: URLSearchParams[];
  updated: { id: string; body: AdminDomainUpdateRequest }[];
  bulk: AdminDomainBulkUpdateRequest[];
  actions: { action: string; id: string; reason: string | null }[];
}

export function aDomainStore(domains: AdminDomain[] = [anAdminDomain()]): DomainStore {
  return { domains, listed: [], updated: [], bulk: [], actions: [] };
}

export function adminDomainsHandlers(store: DomainStore) {
  const find = (id: unknown) => store.domains.find((domain) => domain.id === id);
  const replace = (changed: AdminDomain) => {
    store.domains = store.domains.map((domain) => (domain.id === changed.id ? changed : domain));
    return changed;
  };
  const missing = () => HttpResponse.json({ success: false, message: 'Not found' }, { status: 404 }) as never;
  return [
    contract.get('/admin/domains', ({ request }) => {
      const params = new URL(request.url).searchParams;
      store.listed.push(params);
      const statuses = params.get('filter[status]')?.split(',');
      const found = store.domains.filter((domain) => !statuses || statuses.includes(domain.status));
      const page = Number(params.get('page') ?? 1);
      const perPage = Number(params.get('per_page') ?? 15);
      const items = found.slice((page - 1) * perPage, page * perPage);
      return listEnvelope(items, { page, perPage, total: found.length });
    }),
    contract.get('/admin/domains/{id}', ({ params }) => {
      const domain = find(params.id);
      return domain ? envelope(domain) : missing();
    }),
    contract.put('/admin/domains/{id}/ingestion-block', async ({ params, request }) => {
      const domain = find(params.id);
      if (!domain) return missing();
      const { reason } = (await request.json()) as { reason: string };
      store.actions.push({ action: 'block', id: domain.id, reason });
      return envelope(replace({ ...domain, ingestion_block: { reason, blocked_at: new Date() } }));
    }),
    contract.delete('/admin/domains/{id}/ingestion-block', ({ params, request }) => {
      const domain = find(params.id);
      if (!domain) return missing();
      store.actions.push({
        action: 'unblock',
        id: domain.id,
        reason: new URL(request.url).searchParams.get('reason'),
      });
      return envelope(replace({ ...domain, ingestion_block: null }));
    }),
    contract.put('/admin/domains/{id}', async ({ params, request }) => {
      const domain = find(params.id);
      if (!domain) return missing();
      const body = (await request.json()) as AdminDomainUpdateRequest;
      store.updated.push({ id: domain.id, body });
      return envelope(replace({ ...domain, ...(body.status && { status: body.status }) }));
    }),
    contract.post('/admin/domains/bulk-update', async ({ request }) => {
      const body = (await request.json()) as AdminDomainBulkUpdateRequest;
      store.bulk.push(body);
      const count = body.ids?.length ?? store.domains.length;
      return envelope({ updated_count: count, matched_count: count });
    }),
  ];
}
