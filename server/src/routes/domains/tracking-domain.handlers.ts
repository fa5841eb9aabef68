import { msg } from '@lingui/core/runtime-macro';
import type { FastifyRequest } from 'fastify';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { recordDomainActivity } from '../../lib/activity.repo.ts';
import { fieldMessages } from '../../lib/common-messages.ts';
import { ok, page } from '../../lib/envelope.ts';
import { HttpError, invalidField, notFound } from '../../lib/http-error.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import { knownFilters, listValue, pageWindow, sortField } from '../auth/list-query.ts';
import { signedIn } from '../auth/signed-in.ts';
import { dnsAnswer } from './tracking-domain-dns-answer.ts';
import { isDnsError } from './tracking-domain-errors.ts';
import { after, FIRST_RECHECK_MS } from './tracking-domain-schedule.ts';
import { configureCertificate, releaseHostname, verifyRecord } from './tracking-domain-setup.ts';
import { setupSteps, trackingDomainView, translator, verificationData } from './tracking-domain-view.ts';
import {
  deleteTrackingDomain,
  findOwnedDomain,
  findTrackingDomain,
  hostnameTaken,
  insertTrackingDomain,
  listTrackingDomains,
  type TrackingDomainStatus,
} from './tracking-domains.repo.ts';
import { trackingHostname } from './tracking-hostname.ts';

const STATUSES: readonly TrackingDomainStatus[] = ['pending', 'verifying', 'configuring', 'active', 'failed'];
const SORTS = ['created_at', 'hostname', 'status', 'last_checked_at'] as const;

/** The contract's limit on `POST .../verify`: 6 calls per minute per tracking domain. */
const verifyLimit = new RateLimiter(6, 60_000);

const hostnameTakenMessage = msg`This subdomain is already used by another tracking domain`;

/** The operations on a domain's first-party tracking subdomain and its verification. */
export function trackingDomainHandlers(context: AppContext): Handlers {
  const { db } = context;

  /** The caller's tracking domain of the path's domain; 404 for none, or for another user's domain. */
  async function ownTrackingDomain(request: FastifyRequest<{ Params: { domainId: string } }>) {
    const { user } = signedIn(request);
    const row = await findTrackingDomain(db, user.id, request.params.domainId);
    if (!row) throw notFound(msg`This domain has no tracking subdomain`);
    return row;
  }

  const listTrackingDomainsHandler: Handler<'listTrackingDomains'> = async (request) => {
    const { user } = signedIn(request);
    const { query } = request;
    const sort = sortField(query.sort, SORTS);
    const filters = knownFilters(query.filter, ['status', 'domain_id']);
    const statuses = filters.status ? listValue(filters.status) : [];
    const known = STATUSES.filter((status) => statuses.includes(status));
    if (known.length !== statuses.length) {
      throw invalidField('filter[status]', fieldMessages.enum, { allowed: STATUSES.join(', ') });
    }
    const { page: current, perPage, offset } = pageWindow(query);
    const { rows, total } = await listTrackingDomains(
      db,
      { userId: user.id, search: query.search?.trim(), statuses: known, domainId: filters.domain_id },
      { sort, order: query.order ?? 'desc', limit: perPage, offset },
    );
    return page(
      rows.map((row) => trackingDomainView(row, translator(request))),
      { page: current, perPage, total },
      request.t(msg`Your tracking domains`),
    );
  };

  const getTrackingDomain: Handler<'getTrackingDomain'> = async (request) => {
    const { user } = signedIn(request);
    const domain = await findOwnedDomain(db, user.id, request.params.domainId);
    if (!domain) throw notFound();
    const row = await findTrackingDomain(db, user.id, domain.id);
    return ok(
      row ? trackingDomainView(row, translator(request)) : null,
      request.t(msg`The domain's tracking subdomain`),
    );
  };

  const createTrackingDomain: Handler<'createTrackingDomain'> = async (request, reply) => {
    const { user } = signedIn(request);
    const domain = await findOwnedDomain(db, user.id, request.params.domainId);
    if (!domain) throw notFound();
    const hostname = trackingHostname(request.body.hostname, domain.name);
    if (await findTrackingDomain(db, user.id, domain.id)) {
      throw new HttpError(
        422,
        msg`This domain already has a tracking subdomain; remove it first to use another`,
      );
    }
    if (domain.trackingDomainLimit === 0) {
      throw new HttpError(422, msg`The domain's plan does not include a tracking subdomain`);
    }
    if (await hostnameTaken(db, hostname)) throw invalidField('hostname', hostnameTakenMessage);
    const now = new Date();
    const row = await insertTrackingDomain(db, {
      domainId: domain.id,
      hostname,
      cnameTarget: context.config.trackingCnameTarget,
      nextCheckAt: after(now, FIRST_RECHECK_MS),
    });
    if (!row) throw invalidField('hostname', hostnameTakenMessage);
    await recordDomainActivity(db, request, 'domain.tracking_added', domain.id, {
      domain: domain.name,
      hostname,
    });
    reply.code(201);
    return ok(trackingDomainView(row, translator(request)), request.t(msg`Tracking subdomain added`));
  };

  const deleteTrackingDomainHandler: Handler<'deleteTrackingDomain'> = async (request) => {
    const row = await ownTrackingDomain(request);
    if (row.cloudflareHostnameId) await releaseHostname(context, row.cloudflareHostnameId);
    await deleteTrackingDomain(db, row.id);
    await recordDomainActivity(db, request, 'domain.tracking_removed', row.domainId, {
      hostname: row.hostname,
    });
    return ok(null, request.t(msg`Tracking subdomain removed`));
  };

  const getTrackingDomainVerificationData: Handler<'getTrackingDomainVerificationData'> = async (request) => {
    const row = await ownTrackingDomain(request);
    return ok(verificationData(row, translator(request)), request.t(msg`The DNS record to create`));
  };

  const getTrackingDomainStatus: Handler<'getTrackingDomainStatus'> = async (request) => {
    const row = await ownTrackingDomain(request);
    return ok(
      {
        tracking_domain: trackingDomainView(row, translator(request)),
        ready: row.status === 'active',
        steps: setupSteps(row, translator(request)),
        next_check_at: row.nextCheckAt,
        dns_answer: dnsAnswer(row),
      },
      request.t(msg`The tracking subdomain's setup`),
    );
  };

  const configureTrackingDomain: Handler<'configureTrackingDomain'> = async (request) => {
    const row = await ownTrackingDomain(request);
    if (!row.cnameVerifiedAt) {
      throw new HttpError(422, msg`Verify the CNAME record first; the certificate needs it in place`);
    }
    const configured = await configureCertificate(context, row, new Date());
    return ok(
      trackingDomainView(configured, translator(request)),
      request.t(msg`Setting up the tracking subdomain`),
    );
  };

  const verifyTrackingDomain: Handler<'verifyTrackingDomain'> = async (request) => {
    const row = await ownTrackingDomain(request);
    verifyLimit.consume(row.id);
    const checked = await verifyRecord(context, row, { now: new Date() });
    const message = isDnsError(checked.lastError)
      ? msg`The CNAME record is not in place yet`
      : msg`The CNAME record is in place`;
    return ok(trackingDomainView(checked, translator(request)), request.t(message));
  };

  return {
    listTrackingDomains: listTrackingDomainsHandler,
    getTrackingDomain,
    createTrackingDomain,
    deleteTrackingDomain: deleteTrackingDomainHandler,
    getTrackingDomainVerificationData,
    getTrackingDomainStatus,
    configureTrackingDomain,
    verifyTrackingDomain,
  };
}
