import { msg } from '@lingui/core/runtime-macro';
import type { Handler, Handlers } from '../../../api/handler.ts';
import type { AppContext } from '../../../app-context.ts';
import { ok, page } from '../../../lib/envelope.ts';
import { notFound } from '../../../lib/http-error.ts';
import { pageWindow } from '../../auth/list-query.ts';
import { domainListQuery } from './admin-domain-list.ts';
import { domainStatistics } from './admin-domain-statistics.repo.ts';
import { adminDomainView, adminDomainViews } from './admin-domain-view.ts';
import { listAdminDomains } from './admin-domains.repo.ts';

export const adminDomainNotFound = () => notFound(msg`This domain does not exist or has been deleted`);

/** The staff's reads of every owner's domains: the list, one domain, and the statistics. */
export function adminDomainReadHandlers(context: AppContext): Handlers {
  const { db } = context;

  const adminListDomains: Handler<'adminListDomains'> = async (request) => {
    const { filter, order } = domainListQuery(request.query);
    const { page: current, perPage, offset } = pageWindow(request.query);
    const { rows, total } = await listAdminDomains(db, filter, order, {
      limit: perPage,
      offset,
      now: new Date(),
      locale: request.locale,
    });
    return page(
      await adminDomainViews(db, rows, request),
      { page: current, perPage, total },
      request.t(msg`Domains`),
    );
  };

  const adminGetDomain: Handler<'adminGetDomain'> = async (request) => {
    const view = await adminDomainView(db, request.params.id, request);
    if (!view) throw adminDomainNotFound();
    return ok(view, request.t(msg`Domain ${{ name: view.name }}`));
  };

  const adminGetDomainStatistics: Handler<'adminGetDomainStatistics'> = async (request) => {
    const figures = await domainStatistics(db, { now: new Date(), locale: request.locale });
    return ok(figures, request.t(msg`Domain statistics`));
  };

  return { adminListDomains, adminGetDomain, adminGetDomainStatistics };
}
