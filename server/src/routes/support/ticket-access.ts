import { msg } from '@lingui/core/runtime-macro';
import type { UserRow } from '../../api/request-context.ts';
import type { Database } from '../../db/database.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import { isSupportStaff } from './support-staff.repo.ts';
import { findTicket } from './tickets.repo.ts';

const ticketNotFound = () => notFound(msg`Ticket not found`);

/**
 * A ticket the caller may see and act on: their own, or any for support staff. Another user's ticket
 * answers 404, as if it did not exist. Answers whether the caller is staff too.
 */
export async function visibleTicket(db: Database, user: UserRow, ticketId: string) {
  const [row, staff] = await Promise.all([findTicket(db, ticketId), isSupportStaff(db, user)]);
  if (!row || (row.ticket.userId !== user.id && !staff)) throw ticketNotFound();
  return { row, staff };
}

/** Whether the caller asks for every user's tickets (`scope=all`), which only staff may: 403 otherwise. */
export async function everyUsersScope(db: Database, user: UserRow, scope: 'own' | 'all' | undefined) {
  if (scope !== 'all') return false;
  if (!(await isSupportStaff(db, user))) throw forbidden();
  return true;
}

/** 403 for anyone but support staff. */
export async function requireSupportStaff(db: Database, user: UserRow) {
  if (!(await isSupportStaff(db, user))) throw forbidden();
}
