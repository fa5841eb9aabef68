import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { accessOf } from '../lib/access-cache.ts';
import { forbidden, unauthenticated } from '../lib/http-error.ts';
import type { StaffRequirement } from './contract.ts';

/**
 * The check of a staff operation (its `x-permission`, and `x-requires-role` where it names one): a
 * visitor hears 401, a signed-in caller without them 403, before anything else of the request is read.
 */
export function requireStaff(db: Database, { permission, role }: StaffRequirement) {
  return async (request: FastifyRequest) => {
    const caller = request.caller;
    if (!caller) throw unauthenticated();
    const access = await accessOf(db, caller.user);
    if (!access.permissions.includes(permission) || (role && !access.roles.includes(role))) throw forbidden();
    request.callerAccess = access;
  };
}
