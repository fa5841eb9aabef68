import { msg } from '@lingui/core/runtime-macro';
import type { Handler, Handlers } from '../../../api/handler.ts';
import type { UserRow } from '../../../api/request-context.ts';
import type { AppContext } from '../../../app-context.ts';
import { users } from '../../../db/schema/accounts.ts';
import { MAIL_TEMPLATE_KEYS } from '../../../db/seed/mail-templates.ts';
import { ADMIN_ROLE } from '../../../lib/access.repo.ts';
import { recordAdminChange } from '../../../lib/admin-audit.ts';
import { ok } from '../../../lib/envelope.ts';
import { invalidField, notFound } from '../../../lib/http-error.ts';
import { hashPassword } from '../../../lib/passwords.ts';
import { findUserById } from '../../auth/accounts.repo.ts';
import { appLink } from '../../auth/app-link.ts';
import { mailUser, withoutMailFailures } from '../../auth/auth-mail.ts';
import { addressTaken } from '../../auth/taken-address.ts';
import { mailVerificationLink } from '../../auth/email-verification.handlers.ts';
import { userNotFound } from './admin-user-reads.handlers.ts';
import { knownRoles, refuseLastAdmin, refuseOwnAccount, SUPER_ADMIN_ROLE } from './admin-user-rules.ts';
import { adminUserView } from './admin-user-view.ts';
import {
  emailTakenByOther,
  replaceRoles,
  roleIdsNamed,
  roleNamesOf,
  updateUser,
} from './admin-user-writes.repo.ts';

/** The role every account made without one holds, as at registration. */
const DEFAULT_ROLE = 'user';

/** What the audit trail compares of a user, by the contract's field names. */
function auditedFields(user: UserRow, roleNames: string[]) {
  return {
    name: user.name,
    email: user.email,
    email_verified: user.emailVerifiedAt !== null,
    language: user.language,
    timezone: user.timezone,
    is_admin: user.isAdmin,
    roles: roleNames,
    password: user.passwordHash,
  };
}

/** The roles a request leaves the user with: `is_admin` gives or takes the admin role. */
function resultingRoles(current: string[], roles: string[] | undefined, isAdmin: boolean | undefined) {
  const names = new Set(roles ?? current.filter((name) => name !== SUPER_ADMIN_ROLE));
  if (isAdmin === true) names.add(ADMIN_ROLE);
  if (isAdmin === false) names.delete(ADMIN_ROLE);
  return [...names].sort();
}

/** `roles` and the super-admin role where `current` holds it: replacing roles keeps it. */
const withSuperAdmin = (roles: string[], current: string[]) =>
  current.includes(SUPER_ADMIN_ROLE) ? [...roles, SUPER_ADMIN_ROLE].sort() : roles;

/** Staff creating and changing accounts. */
export function adminUserWriteHandlers(context: AppContext): Handlers {
  const { db, config } = context;

  const adminCreateUser: Handler<'adminCreateUser'> = async (request, reply) => {
    const body = request.body;
    const email = body.email.trim().toLowerCase();
    // A new account's `is_admin` can only add the admin role: the contract defaults it to false, which must
    // not take away the admin role that `roles` names.
    const roleNames = resultingRoles(
      [],
      body.roles?.length ? body.roles : [DEFAULT_ROLE],
      body.is_admin === true || undefined,
    );
    await knownRoles(db, roleNames, 'roles');
    if (await emailTakenByOther(db, email)) throw invalidField('email', addressTaken);
    const passwordHash = await hashPassword(body.password);
    const now = new Date();
    const created = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          name: body.name.trim(),
          email,
          passwordHash,
          status: 'active',
          emailVerifiedAt: body.email_verified ? now : null,
          isAdmin: roleNames.includes(ADMIN_ROLE),
          ...(body.language && { language: body.language }),
          ...(body.timezone && { timezone: body.timezone }),
        })
        .onConflictDoNothing()
        .returning();
      if (!user) return undefined;
      await replaceRoles(tx, user.id, await roleIdsNamed(tx, roleNames));
      await recordAdminChange(tx, request, {
        action: 'admin.user.created',
        subject: { type: 'user', id: user.id, label: user.email },
        after: auditedFields(user, roleNames),
      });
      return user;
    });
    // Two requests for one address at once: the second finds it taken.
    if (!created) throw invalidField('email', addressTaken);
    if (body.send_welcome !== false) {
      const url = appLink(config, '/auth/login', { email: created.email });
      await withoutMailFailures(request, mailUser(context, created, MAIL_TEMPLATE_KEYS.userWelcome, { url }));
    }
    if (!created.emailVerifiedAt) await withoutMailFailures(request, mailVerificationLink(context, created));
    reply.code(201);
    return ok(await adminUserView(context, created), request.t(msg`The account has been created`));
  };

  const adminUpdateUser: Handler<'adminUpdateUser'> = async (request) => {
    const caller = request.caller;
    const user = await findUserById(db, request.params.id);
    if (!user || !caller) throw notFound(userNotFound);
    const body = request.body;
    const currentRoles = await roleNamesOf(db, user.id);
    const roleNames = resultingRoles(currentRoles, body.roles, body.is_admin);
    const losesAdmin = (user.isAdmin || currentRoles.includes(ADMIN_ROLE)) && !roleNames.includes(ADMIN_ROLE);
    const rolesChange = body.roles !== undefined || body.is_admin !== undefined;
    if (rolesChange) await knownRoles(db, roleNames, 'roles');
    if (losesAdmin) {
      const field = body.roles ? 'roles' : 'is_admin';
      refuseOwnAccount(caller.user.id, user.id, field);
      await refuseLastAdmin(db, user, field);
    }
    const email = body.email?.trim().toLowerCase();
    const emailChanges = email !== undefined && email !== user.email;
    if (emailChanges && (await emailTakenByOther(db, email, user.id)))
      throw invalidField('email', addressTaken);

    const now = new Date();
    const changes: Partial<typeof users.$inferInsert> = {
      ...(body.name !== undefined && { name: body.name.trim() }),
      ...(emailChanges && { email, emailVerifiedAt: null }),
      ...(body.language !== undefined && { language: body.language }),
      ...(body.timezone !== undefined && { timezone: body.timezone }),
      ...(body.password !== undefined && { passwordHash: await hashPassword(body.password) }),
      ...(rolesChange && { isAdmin: roleNames.includes(ADMIN_ROLE) }),
    };
    if (body.email_verified === true) changes.emailVerifiedAt = user.emailVerifiedAt ?? now;
    if (body.email_verified === false) changes.emailVerifiedAt = null;
    const updated = await db.transaction(async (tx) => {
      const row = await updateUser(tx, user.id, changes, { endSessions: body.password !== undefined });
      if (!row) return undefined;
      if (rolesChange) await replaceRoles(tx, user.id, await roleIdsNamed(tx, roleNames));
      await recordAdminChange(tx, request, {
        action: 'admin.user.updated',
        subject: { type: 'user', id: user.id, label: row.email },
        before: auditedFields(user, currentRoles),
        after: auditedFields(row, rolesChange ? withSuperAdmin(roleNames, currentRoles) : currentRoles),
      });
      return row;
    });
    if (!updated) throw notFound(userNotFound);
    if (emailChanges && !updated.emailVerifiedAt) {
      await withoutMailFailures(request, mailVerificationLink(context, updated));
    }
    return ok(await adminUserView(context, updated), request.t(msg`The account has been saved`));
  };

  return { adminCreateUser, adminUpdateUser };
}
