import { msg } from '@lingui/core/runtime-macro';
import type { Handler, Handlers } from '../../../api/handler.ts';
import type { AppContext } from '../../../app-context.ts';
import { ok, page } from '../../../lib/envelope.ts';
import { invalidField, notFound } from '../../../lib/http-error.ts';
import { csvLine, sendCsv } from '../../analytics/csv.ts';
import { findUserById } from '../../auth/accounts.repo.ts';
import { pageWindow } from '../../auth/list-query.ts';
import { adminUserView, adminUserViews } from './admin-user-view.ts';
import { userListQuery } from './admin-user-list.ts';
import { countUsers, listUsers, rolesAndDomainCounts, usersInBatches } from './admin-users.repo.ts';

/** The contract's cap on one export. */
export const USERS_EXPORT_CAP = 50_000;

/** The export's columns, in the contract's order. */
const EXPORT_HEADER = [
  'id',
  'name',
  'email',
  'status',
  'is_admin',
  'roles',
  'language',
  'email_verified_at',
  'two_factor_enabled',
  'last_login_at',
  'created_at',
];

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const userNotFound = msg`This user does not exist or has been deleted`;

/** The staff's reads of users: the list, one user, and the export. */
export function adminUserReadHandlers(context: AppContext): Handlers {
  const { db } = context;

  const adminListUsers: Handler<'adminListUsers'> = async (request) => {
    const { filter, order } = userListQuery(request.query);
    const { page: current, perPage, offset } = pageWindow(request.query);
    const { rows, total } = await listUsers(db, filter, order, { limit: perPage, offset });
    const items = await adminUserViews(context, rows);
    return page(items, { page: current, perPage, total }, request.t(msg`Users`));
  };

  const adminGetUser: Handler<'adminGetUser'> = async (request) => {
    const user = await findUserById(db, request.params.id);
    if (!user) throw notFound(userNotFound);
    return ok(await adminUserView(context, user), request.t(msg`User`));
  };

  const adminExportUsers: Handler<'adminExportUsers'> = async (request, reply) => {
    const { filter, order } = userListQuery(request.query);
    const total = await countUsers(db, filter);
    if (total > USERS_EXPORT_CAP) {
      const cap = USERS_EXPORT_CAP;
      throw invalidField(
        'filter',
        msg`${{ count: total }} users match, more than an export holds (${{ cap }}): narrow the search or the filters`,
      );
    }
    // A thousand users at a time: the server's memory stays flat however many rows go out.
    async function* lines() {
      yield `\uFEFF${csvLine(EXPORT_HEADER)}`;
      for await (const rows of usersInBatches(db, filter, order)) {
        const { rolesByUser } = await rolesAndDomainCounts(
          db,
          rows.map((row) => row.id),
        );
        let chunk = '';
        for (const user of rows) {
          const roleNames = rolesByUser.get(user.id) ?? [];
          chunk += csvLine([
            user.id,
            user.name,
            user.email,
            user.status,
            String(user.isAdmin || roleNames.includes('admin')),
            roleNames.sort().join('|'),
            user.language,
            iso(user.emailVerifiedAt),
            String(user.twoFactorConfirmedAt !== null),
            iso(user.lastLoginAt),
            iso(user.createdAt),
          ]);
        }
        yield chunk;
      }
    }
    const day = new Date().toISOString().slice(0, 10);
    return sendCsv(reply, `users-${day}.csv`, lines());
  };

  return { adminListUsers, adminGetUser, adminExportUsers };
}
