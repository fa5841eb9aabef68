import { msg } from '@lingui/core/runtime-macro';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { accessOf } from '../../lib/access-cache.ts';
import { fieldMessages } from '../../lib/common-messages.ts';
import { ok } from '../../lib/envelope.ts';
import { invalidField } from '../../lib/http-error.ts';
import { signedIn } from '../auth/signed-in.ts';
import { SUPPORT_PERMISSION } from '../support/support-staff.repo.ts';
import {
  findDomains,
  findEvents,
  findPayments,
  findTickets,
  findUsers,
  searchText,
  type FoundEvent,
  type FoundPayment,
} from './search.repo.ts';

/** What a caller without a staff group's permission finds in it. */
const NONE = Promise.resolve([]);

/** A time as the database driver gave it (PGlite and node-postgres may differ), as a Date. */
const time = (value: Date | string) => new Date(value);

const eventItem = (row: FoundEvent) => ({ ...row, event_time: time(row.event_time) });

const paymentItem = ({ amount, currency, created_at, ...row }: FoundPayment) => ({
  ...row,
  amount: { amount, currency },
  created_at: time(created_at),
});

/** `GET /search`: the command palette's one request, each group scoped as the caller's lists are. */
export function searchEverythingHandlers({ db }: AppContext): Handlers {
  const searchEverything: Handler<'searchEverything'> = async (request) => {
    const { user } = signedIn(request);
    const text = request.query.q.trim();
    // Only spaces read as nothing typed, as an empty q does (the contract's minLength).
    if (!text) throw invalidField('q', fieldMessages.required);
    const search = searchText(text);
    const limit = request.query.limit ?? 5;
    const { permissions } = await accessOf(db, user);
    const [domains, events, tickets, users, payments] = await Promise.all([
      findDomains(db, user.id, search, limit),
      findEvents(db, user.id, search, limit),
      // Support staff find every user's tickets, as their queue lists them.
      findTickets(db, permissions.includes(SUPPORT_PERMISSION) ? undefined : user.id, search, limit),
      permissions.includes('admin.users.view') ? findUsers(db, search, limit) : NONE,
      permissions.includes('admin.payments.view') ? findPayments(db, search, limit) : NONE,
    ]);
    return ok(
      {
        domains,
        events: events.map(eventItem),
        tickets,
        users,
        payments: payments.map(paymentItem),
      },
      request.t(msg`Search results`),
    );
  };

  return { searchEverything };
}
