import { msg } from '@lingui/core/runtime-macro';
import { isLocale } from '#locales';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { fieldMessages } from '../../lib/common-messages.ts';
import { page } from '../../lib/envelope.ts';
import { invalidField, notFound } from '../../lib/http-error.ts';
import { calendarDay, knownFilters, listValue, pageWindow, sortField } from '../auth/list-query.ts';
import type { UserRow } from '../../api/request-context.ts';
import { loadAccess } from '../../lib/access.repo.ts';
import { findUserById } from '../auth/accounts.repo.ts';
import { signedIn } from '../auth/signed-in.ts';
import { invoicePdf, type Seller } from './invoice-pdf.ts';
import { invoiceView } from './invoice-view.ts';
import {
  invoiceOwnerId,
  listInvoices,
  ownInvoice,
  type InvoiceFilter,
  type InvoiceStatus,
} from './invoices.repo.ts';

const SORTS = ['issued_at', 'paid_at', 'total', 'number'] as const;
const STATUSES: readonly InvoiceStatus[] = ['draft', 'open', 'paid', 'void', 'uncollectible'];
const FILTERS = ['domain_id', 'status', 'issued_at_from', 'issued_at_to'] as const;
const SELLER_NAME = 'Tracklane';

/**
 * The repo's filter from the query. `filter[domain_id]` is matched against the caller's own invoices
 * only, so another user's domain finds nothing, and a deleted domain's invoices can still be found.
 */
function filterFor(
  userId: string,
  timeZone: string,
  search: string | undefined,
  filter: Record<string, string> | undefined,
): InvoiceFilter {
  const filters = knownFilters(filter, FILTERS);
  const result: InvoiceFilter = { userId, timeZone, search: search?.trim() || undefined };
  if (filters.domain_id) result.domainId = filters.domain_id;
  if (filters.status) {
    const wanted = listValue(filters.status);
    const statuses = STATUSES.filter((status) => wanted.includes(status));
    if (statuses.length !== wanted.length) {
      throw invalidField('filter[status]', fieldMessages.enum, { allowed: STATUSES.join(', ') });
    }
    result.statuses = statuses;
  }
  if (filters.issued_at_from) result.from = calendarDay(filters.issued_at_from, 'filter[issued_at_from]');
  if (filters.issued_at_to) result.to = calendarDay(filters.issued_at_to, 'filter[issued_at_to]');
  return result;
}

/** A download name from the invoice number, with anything a file name or header should not hold replaced. */
function fileName(number: string) {
  return `invoice-${number.replace(/[^A-Za-z0-9._-]/g, '-')}.pdf`;
}

/** The user's invoices: the list and each one's PDF. */
export function invoiceReadHandlers({ db, config }: AppContext): Handlers {
  const seller: Seller = { name: SELLER_NAME, website: new URL(config.appUrl).host };

  const listInvoicesHandler: Handler<'listInvoices'> = async (request) => {
    const { user } = signedIn(request);
    const { query } = request;
    const sort = sortField(query.sort, SORTS);
    const { page: current, perPage, offset } = pageWindow(query);
    const { rows, total } = await listInvoices(
      db,
      filterFor(user.id, user.timezone, query.search, query.filter),
      { sort, order: query.order ?? 'desc', limit: perPage, offset },
    );
    return page(rows.map(invoiceView), { page: current, perPage, total }, request.t(msg`Your invoices`));
  };

  /**
   * Who bought the invoice, when the caller may read it: themself for their own, its owner for staff
   * holding `admin.payments.view` (a payment's page links to it); undefined otherwise.
   */
  async function buyerOf(caller: UserRow, invoiceId: string): Promise<UserRow | undefined> {
    const ownerId = await invoiceOwnerId(db, invoiceId);
    if (!ownerId) return undefined;
    if (ownerId === caller.id) return caller;
    const access = await loadAccess(db, caller);
    return access.permissions.includes('admin.payments.view') ? findUserById(db, ownerId) : undefined;
  }

  const getInvoicePdf: Handler<'getInvoicePdf'> = async (request, reply) => {
    const caller = signedIn(request).user;
    const user = await buyerOf(caller, request.params.invoice);
    if (!user) throw notFound(msg`Invoice not found`);
    // The buyer's document, so in the buyer's language whoever downloads it.
    const locale = isLocale(user.language) ? user.language : request.locale;
    const found = await ownInvoice(db, user.id, request.params.invoice, locale);
    if (!found || found.invoice.status === 'draft') throw notFound(msg`Invoice not found`);
    const pdf = await invoicePdf({
      invoice: found.invoice,
      planName: found.planName,
      buyer: { name: user.name, email: user.email, company: user.company },
      seller,
      locale,
      timeZone: user.timezone,
    });
    return (
      reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${fileName(found.invoice.number)}"`)
        // A financial document behind a bearer token: no shared cache keeps it, and since its status can
        // change (open, then paid) the browser asks again each time.
        .header('Cache-Control', 'private, no-store')
        .send(pdf) as never
    );
  };

  return { listInvoices: listInvoicesHandler, getInvoicePdf };
}
