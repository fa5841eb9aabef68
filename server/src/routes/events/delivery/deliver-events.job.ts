import type { AppContext } from '../../../app-context.ts';
import { destinationAdapter } from '../../../services/destinations/destination-adapters.ts';
import {
  DestinationSettingError,
  scrubSecrets,
  trimAnswer,
  type DeliveryEvent,
  type DestinationRequest,
} from '../../../services/destinations/destination.ts';
import { defineJob, type JobAttempt, type JobRetries } from '../../../services/jobs/job-queue.ts';
import { appSecret } from '../../../services/secrets/app-secret.ts';
import { openedSettings } from '../../domains/domain-services.ts';
import { serviceSecretKey } from '../../domains/service-secrets.ts';
import {
  findDomainService,
  pendingEvents,
  recordAttempt,
  type AttemptOutcome,
  type EventKey,
} from './delivery.repo.ts';
import { noticeFailedDelivery } from './delivery-failure-notice.ts';
import { mapLimited, sendRequest, type RequestAnswer } from './send-request.ts';

/** One delivery job: some events of one domain, to one of its services. */
export interface DeliverEventsData {
  domainId: string;
  service: string;
  events: EventKey[];
}

/**
 * A destination that fails (5xx, 429, time-out, no connection) is tried again 8 times, after about 15 s,
 * then twice as long each time up to an hour: about an hour and a half in all, after which the delivery
 * is given up and the failure kept. A try running 5 minutes has hung, and one whose worker stopped
 * beating for 10 s died with its process: both are tried again.
 */
export const DELIVERY_RETRIES: JobRetries = {
  retryLimit: 8,
  retryDelay: 15,
  retryDelayMax: 3600,
  expireInSeconds: 300,
  heartbeatSeconds: 10,
};

/** Requests of one job in flight at once (GA4 takes one per visitor). */
const REQUESTS_AT_ONCE = 8;

/** Thrown when some deliveries of the job must be tried again: pg-boss then retries the job. */
class DeliveryToRetry extends Error {
  constructor(service: string, count: number) {
    super(`${count} deliveries to ${service} will be tried again`);
    this.name = 'DeliveryToRetry';
  }
}

/** The outcome an answer gives every event of its request. */
function outcomeOf(
  answer: RequestAnswer,
  verdict: 'delivered' | 'retry' | 'refused',
  { attempt, secrets }: { attempt: JobAttempt; secrets: string[] },
): Omit<AttemptOutcome, 'eventId' | 'eventTime'> {
  const response = answer.status === null ? null : trimAnswer(scrubSecrets(answer.body, secrets));
  const outcome =
    verdict === 'delivered' ? 'delivered' : verdict === 'retry' && !attempt.last ? 'retrying' : 'failed';
  const error =
    verdict === 'delivered'
      ? null
      : (answer.failure ??
        `The destination answered ${answer.status}${verdict === 'refused' ? ' and refused the events' : ''}`);
  return { outcome, httpStatus: answer.status, response, error, durationMs: answer.durationMs };
}

/** Every event of `events` ended without a request (settings missing, service removed): given up. */
function givenUp(events: DeliveryEvent[], error: string): AttemptOutcome[] {
  return events.map((event) => ({
    eventId: event.id,
    eventTime: event.eventTime.toISOString(),
    outcome: 'failed',
    httpStatus: null,
    response: null,
    error,
    durationMs: 0,
  }));
}

async function deliver(context: AppContext, data: DeliverEventsData, attempt: JobAttempt) {
  const { db, config } = context;
  const now = new Date();
  const scope = { domainId: data.domainId, service: data.service, attempt: attempt.retry + 1, now };
  const events = await pendingEvents(db, data.domainId, data.service, data.events);
  if (!events.length) return;

  const stored = await findDomainService(db, data.domainId, data.service);
  const adapter = destinationAdapter(data.service);
  if (!stored || !adapter || !stored.enabled) {
    const why = stored?.enabled === false ? 'The destination was paused' : 'The destination was removed';
    await recordAttempt(db, scope, givenUp(events, why), { withAttempts: false });
    return;
  }
  const settings = openedSettings(data.service, stored.settings, serviceSecretKey(appSecret(config)));
  const secrets = adapter.secrets(settings);
  let requests: DestinationRequest[];
  try {
    requests = adapter.requests(events, settings, { urls: config.delivery.urls, now });
  } catch (error) {
    if (!(error instanceof DestinationSettingError)) throw error;
    const failed = givenUp(events, `The setting ${error.setting} is missing`);
    await recordAttempt(db, scope, failed);
    await noticeFailedDelivery(context, data, failed);
    return;
  }

  const answers = await mapLimited(requests, REQUESTS_AT_ONCE, (request) =>
    sendRequest(request, config.delivery.timeoutMs),
  );
  const byId = new Map(events.map((event) => [event.id, event]));
  const outcomes = requests.flatMap((request, index) => {
    const answer = answers[index] as RequestAnswer;
    const verdict = answer.status === null ? 'retry' : adapter.judge(answer.status, answer.body);
    const outcome = outcomeOf(answer, verdict, { attempt, secrets });
    return request.eventIds.flatMap((id) => {
      const event = byId.get(id);
      return event ? [{ ...outcome, eventId: id, eventTime: event.eventTime.toISOString() }] : [];
    });
  });
  await recordAttempt(db, scope, outcomes);
  await noticeFailedDelivery(context, data, outcomes);
  const toRetry = outcomes.filter((outcome) => outcome.outcome === 'retrying').length;
  if (toRetry) throw new DeliveryToRetry(data.service, toRetry);
}

/**
 * Forwards events to one service of their domain, as its adapter shapes them, and records each attempt.
 * Queued by the ingestion in the transaction that stores the events, so an acknowledged event always has
 * its deliveries queued. What the destination refuses (4xx) is not retried; what fails for a while is, as
 * `DELIVERY_RETRIES` says; each try sends only what is still pending.
 */
export const deliverEvents = defineJob<DeliverEventsData>('events.deliver', deliver, DELIVERY_RETRIES);
