import type { AppContext } from '../../../app-context.ts';
import { destinationAdapter } from '../../../services/destinations/destination-adapters.ts';
import {
  DestinationSettingError,
  scrubSecrets,
  trimAnswer,
  type DeliveryEvent,
  type DestinationRequest,
} from '../../../services/destinations/destination.ts';
import { hostResolver } from '../../../services/destinations/pinned-lookup.ts';
import {
  defineJob,
  TryAgainLater,
  type JobAttempt,
  type JobRetries,
} from '../../../services/jobs/job-queue.ts';
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
import { storedDeliveryError, type DeliveryError } from './delivery-errors.ts';
import { noticeFailedDelivery } from './delivery-failure-notice.ts';
import { destinationSender, mapLimited, type RequestAnswer } from './send-request.ts';

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

/**
 * Thrown when some deliveries of the job met trouble that may pass (5xx, 429, time-out, no connection):
 * pg-boss tries the job again, and the try is logged as a warning; on the last try, as an error, once.
 * The message says why, for the server's log: the causes it names are never shown to the owner.
 */
class DeliveryTrouble extends TryAgainLater {
  constructor(service: string, count: number, { last, causes }: { last: boolean; causes: string[] }) {
    const why = causes.length ? ` (${causes.join(', ')})` : '';
    super(`${count} deliveries to ${service} ${last ? 'were given up' : 'will be tried again'}${why}`);
    this.name = 'DeliveryTrouble';
  }
}

/** Why no delivery came of an answer, or null when it delivered. */
function errorOf(answer: RequestAnswer, verdict: 'delivered' | 'retry' | 'refused'): DeliveryError | null {
  if (verdict === 'delivered') return null;
  if (answer.failure) return answer.failure;
  const status = answer.status ?? 0;
  return verdict === 'refused' ? { code: 'refused', status } : { code: 'http_error', status };
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
  const error = errorOf(answer, verdict);
  return {
    outcome,
    httpStatus: answer.status,
    response,
    error: error && storedDeliveryError(error),
    durationMs: answer.durationMs,
  };
}

/** Every event of `events` ended without a request (settings missing, service removed): given up. */
function givenUp(events: DeliveryEvent[], error: DeliveryError): AttemptOutcome[] {
  return events.map((event) => ({
    eventId: event.id,
    eventTime: event.eventTime.toISOString(),
    outcome: 'failed',
    httpStatus: null,
    response: null,
    error: storedDeliveryError(error),
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
    const why = stored?.enabled === false ? 'paused' : 'removed';
    await recordAttempt(db, scope, givenUp(events, { code: why }), { withAttempts: false });
    return;
  }
  const settings = openedSettings(data.service, stored.settings, serviceSecretKey(appSecret(config)));
  const secrets = adapter.secrets(settings);
  let requests: DestinationRequest[];
  try {
    requests = adapter.requests(events, settings, { urls: config.delivery.urls, now });
  } catch (error) {
    if (!(error instanceof DestinationSettingError)) throw error;
    const failed = givenUp(events, { code: 'setting_missing', setting: error.setting });
    await recordAttempt(db, scope, failed);
    await noticeFailedDelivery(context, data, failed);
    return;
  }

  const sender = destinationSender({
    timeoutMs: config.delivery.timeoutMs,
    allowPrivateAddresses: config.delivery.allowPrivateAddresses,
    resolve: hostResolver(config.dns),
  });
  let answers: RequestAnswer[];
  try {
    answers = await mapLimited(requests, REQUESTS_AT_ONCE, (request) => sender.send(request));
  } finally {
    sender.close();
  }
  const byId = new Map(events.map((event) => [event.id, event]));
  let troubled = 0;
  const causes = new Set<string>();
  const outcomes = requests.flatMap((request, index) => {
    const answer = answers[index] as RequestAnswer;
    const verdict = answer.status === null ? 'retry' : adapter.judge(answer.status, answer.body);
    if (verdict === 'retry') {
      troubled += request.eventIds.length;
      causes.add(answer.cause ?? (answer.failure ? answer.failure.code : `status ${String(answer.status)}`));
    }
    const outcome = outcomeOf(answer, verdict, { attempt, secrets });
    return request.eventIds.flatMap((id) => {
      const event = byId.get(id);
      return event ? [{ ...outcome, eventId: id, eventTime: event.eventTime.toISOString() }] : [];
    });
  });
  await recordAttempt(db, scope, outcomes);
  await noticeFailedDelivery(context, data, outcomes);
  if (troubled)
    throw new DeliveryTrouble(data.service, troubled, { last: attempt.last, causes: [...causes] });
}

/**
 * Forwards events to one service of their domain, as its adapter shapes them, and records each attempt.
 * Queued by the ingestion in the transaction that stores the events, so an acknowledged event always has
 * its deliveries queued. What the destination refuses (4xx) is not retried; what fails for a while is, as
 * `DELIVERY_RETRIES` says (DELIVERY_RETRY_LIMIT may set fewer or more tries), each try logged as a warning and the last, when it fails too, as an error; each
 * try sends only what is still pending.
 */
export const deliverEvents = defineJob<DeliverEventsData>('events.deliver', deliver, (config) => ({
  ...DELIVERY_RETRIES,
  retryLimit: config.delivery.retryLimit ?? DELIVERY_RETRIES.retryLimit,
}));
