import { msg } from '@lingui/core/runtime-macro';
import type { FastifyRequest } from 'fastify';
import type { components } from '#contract';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import type { FieldError } from '../../lib/http-error.ts';
import { eventIdOf, type ItemJudge, type ItemVerdict } from './event-items.ts';
import { eventSender, type EventSender } from './event-sender.ts';
import { deliverEvents } from './delivery/deliver-events.job.ts';
import { deliveryJobs } from './delivery/delivery-jobs.ts';
import { eventRow } from './event-row.ts';
import { enabledServices, findOwnDomains, storeNewEvents, type NewEvent } from './events.repo.ts';
import { monthlyLimit, type MonthlyLimit } from './monthly-limit.ts';
import { refuseClosedDomain } from './open-domain.ts';

type IngestError = components['schemas']['EventIngestError'];

const eventsMessages = {
  received: msg`Events received`,
  notOwnDomain: msg`This is not one of your domains`,
};

function translated(request: FastifyRequest, errors: Record<string, FieldError[]>) {
  return Object.fromEntries(
    Object.entries(errors).map(([field, list]) => [
      field,
      list.map((entry) => request.t(entry.message, entry.values)),
    ]),
  );
}

/**
 * The domain each valid item goes to: the key's, or the one it names when that is the user's (an item
 * naming another's domain, or none that exists, has its verdict turned into a rejection on `domain_id`).
 * Every such domain must take events, else the batch answers 403 and nothing is stored.
 */
async function domainsOf(
  context: AppContext,
  limit: MonthlyLimit,
  sender: EventSender,
  verdicts: ItemVerdict[],
  now: Date,
) {
  if (sender.kind === 'key') {
    await refuseClosedDomain(sender.domain, limit);
    return verdicts.map(() => sender.domain.id);
  }
  const named = verdicts.flatMap((verdict) => ('item' in verdict ? [verdict.item.domain_id ?? ''] : []));
  const { user } = sender.caller;
  const own = await findOwnDomains(
    context.db,
    { userId: user.id, timeZone: user.timezone },
    [...new Set(named)],
    now,
  );
  const byId = new Map(own.map((domain) => [domain.id, domain]));
  const targets = verdicts.map((verdict, index) => {
    if (!('item' in verdict)) return undefined;
    const domain = byId.get(verdict.item.domain_id ?? '');
    if (domain) return domain;
    verdicts[index] = {
      errors: { [`events.${index}.domain_id`]: [{ message: eventsMessages.notOwnDomain }] },
    };
    return undefined;
  });
  for (const domain of new Set(targets)) if (domain) await refuseClosedDomain(domain, limit);
  return targets.map((domain) => domain?.id);
}

/** `POST /events`. */
export function ingestionHandlers(context: AppContext, judge: ItemJudge): Handlers {
  const senderOf = eventSender(context.db);
  const limit = monthlyLimit(context.db);

  const ingestEvents: Handler<'ingestEvents'> = async (request, reply) => {
    const now = new Date();
    const sender = await senderOf(request, now);
    const items: unknown[] = request.body.events;
    const withApiKey = sender.kind === 'key';
    const verdicts = items.map((item, index) => judge(item, index, { withApiKey, now }));
    const domainIds = await domainsOf(context, limit, sender, verdicts, now);

    // The first of two items with the same domain, name and id in a batch is the one kept.
    const services = await enabledServices(context.db, [
      ...new Set(domainIds.filter((id) => id !== undefined)),
    ]);
    const seen = new Set<string>();
    const batch: NewEvent[] = [];
    let duplicates = 0;
    verdicts.forEach((verdict, index) => {
      const domainId = domainIds[index];
      if (!('item' in verdict) || !domainId) return;
      const key = JSON.stringify([domainId, verdict.item.event_name, verdict.item.event_id]);
      if (seen.has(key)) duplicates++;
      else batch.push(eventRow(verdict.item, domainId, services.get(domainId) ?? [], now));
      seen.add(key);
    });
    const stored = await storeNewEvents(context.db, batch, now, (tx, events) =>
      request.server.jobs.sendInTransaction(tx, deliverEvents, deliveryJobs(events)),
    );
    duplicates += batch.length - stored.length;
    for (const event of stored) if (event.source !== 'test') limit.counted(event.domainId, 1);

    const errors: IngestError[] = verdicts.flatMap((verdict, index) =>
      'errors' in verdict
        ? [{ index, event_id: eventIdOf(items[index]), errors: translated(request, verdict.errors) }]
        : [],
    );
    void reply.code(202);
    return ok(
      { received: items.length, accepted: stored.length, duplicates, rejected: errors.length, errors },
      request.t(eventsMessages.received),
    );
  };

  return { ingestEvents };
}
