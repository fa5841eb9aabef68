import { msg } from '@lingui/core/runtime-macro';
import type { components } from '#contract';
import type { Handler, Handlers, RequestBody } from '../../api/handler.ts';
import type { SessionRow } from '../../api/request-context.ts';
import type { AppContext } from '../../app-context.ts';
import { recordActivity } from '../../lib/activity.repo.ts';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/http-error.ts';
import { confirmPassword } from './confirm-password.ts';
import { deleteOtherSessions, deleteUserSession, listLiveSessions } from './sessions.repo.ts';
import { signedIn } from './signed-in.ts';
import { parseUserAgent } from './user-agent.ts';

type SessionView = components['schemas']['Session'];

/** The browser-session operations (/auth/sessions*). */
export function sessionsHandlers(context: AppContext): Handlers {
  const { db } = context;

  const listSessions: Handler<'listSessions'> = async (request) => {
    const { user, session: current } = signedIn(request);
    const rows = await listLiveSessions(db, user.id, new Date());
    const unknown = request.t(msg`Unknown`);
    const view = (row: SessionRow): SessionView => {
      const device = parseUserAgent(row.userAgent);
      return {
        id: row.id,
        ip_address: row.ipAddress,
        user_agent: row.userAgent,
        device: { browser: device.browser ?? unknown, os: device.os ?? unknown, type: device.type },
        location: null,
        is_current: row.id === current.id,
        last_active: row.lastActive,
        created_at: row.createdAt,
      };
    };
    const ordered = [
      ...rows.filter((row) => row.id === current.id),
      ...rows.filter((row) => row.id !== current.id),
    ];
    return ok(ordered.map(view), request.t(msg`Your signed-in devices`));
  };

  const revokeSession: Handler<'revokeSession'> = async (request) => {
    const { user } = signedIn(request);
    // Another user's session is answered exactly like a missing one.
    const { id } = request.params;
    if (!(await deleteUserSession(db, user.id, id)))
      throw notFound(msg`This session does not exist or has already ended`);
    await recordActivity(db, request, {
      userId: user.id,
      action: 'auth.session_revoked',
      subjectType: 'session',
      subjectId: id,
    });
    return ok(null, request.t(msg`The session is signed out`));
  };

  const terminateOtherSessions: Handler<'terminateOtherSessions'> = async (request) => {
    const { user, session: current } = signedIn(request);
    // Social-only accounts have no password to ask for, so the contract lets them send no body.
    const body = request.body as RequestBody<'terminateOtherSessions'> | undefined;
    if (user.passwordHash) await confirmPassword(user, body?.password);
    const removed = await deleteOtherSessions(db, user.id, current.id);
    // Dead sessions go too, but only the live ones count as signed out.
    const now = new Date();
    const terminated = removed.filter((row) => row.refreshExpiresAt > now);
    await recordActivity(db, request, {
      userId: user.id,
      action: 'auth.other_sessions_terminated',
      properties: { count: terminated.length },
    });
    return ok({ terminated_count: terminated.length }, request.t(msg`Every other session is signed out`));
  };

  return { listSessions, revokeSession, terminateOtherSessions };
}
