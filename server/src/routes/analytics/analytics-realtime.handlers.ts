import { msg } from '@lingui/core/runtime-macro';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { invalidField } from '../../lib/http-error.ts';
import { eventView } from '../events/event-view.ts';
import { signedIn } from '../auth/signed-in.ts';
import { domainsInScope } from './analytics-request.ts';
import { latestReceived, realtimeFigures } from './realtime.repo.ts';

const DAY_MS = 86_400_000;
const DEFAULT_LIMIT = 20;

function getRealtimeAnalytics({ db }: AppContext): Handler<'getRealtimeAnalytics'> {
  return async (request) => {
    const { user } = signedIn(request);
    const domains = await domainsInScope(db, user.id, request.query.domain_id);
    const figures = await realtimeFigures(
      db,
      domains.map((domain) => domain.id),
      new Date(),
    );
    return ok(figures, request.t(msg`Live activity of the last 30 minutes`));
  };
}

function listRealtimeEvents({ db }: AppContext): Handler<'listRealtimeEvents'> {
  return async (request) => {
    const { user } = signedIn(request);
    const { since: sinceParam, limit = DEFAULT_LIMIT } = request.query;
    const now = new Date();
    const oldest = now.getTime() - DAY_MS;
    const since = sinceParam === undefined ? oldest : new Date(sinceParam).getTime();
    if (since < oldest) throw invalidField('since', msg`Choose a moment within the last 24 hours`);
    const domains = await domainsInScope(db, user.id, request.query.domain_id);
    const rows = await latestReceived(
      db,
      domains.map((domain) => domain.id),
      { since: new Date(since), limit, now },
    );
    return ok(
      {
        events: rows.map(({ event, domainName }) => eventView(event, request.locale, domainName)),
        latest_at: rows[0]?.event.createdAt ?? null,
      },
      request.t(msg`The latest events`),
    );
  };
}

export function analyticsRealtimeHandlers(context: AppContext): Handlers {
  return {
    getRealtimeAnalytics: getRealtimeAnalytics(context),
    listRealtimeEvents: listRealtimeEvents(context),
  };
}
