import type { NewEvent } from '../events.repo.ts';
import type { DeliverEventsData } from './deliver-events.job.ts';

/** Events per delivery job: a batch of up to 1000 is forwarded in a few jobs that retry apart. */
const EVENTS_PER_JOB = 250;

/** The delivery jobs of freshly stored events: per domain and pending service, in runs of 250. */
export function deliveryJobs(stored: NewEvent[]): DeliverEventsData[] {
  const jobs: DeliverEventsData[] = [];
  const groups = new Map<string, DeliverEventsData>();
  for (const event of stored) {
    for (const delivery of event.deliveries ?? []) {
      const key = JSON.stringify([event.domainId, delivery.service]);
      let group = groups.get(key);
      if (!group || group.events.length === EVENTS_PER_JOB) {
        // A full run is replaced under its key by a new one; the full one was already listed below.
        group = { domainId: event.domainId, service: delivery.service, events: [] };
        groups.set(key, group);
        jobs.push(group);
      }
      group.events.push([event.id, event.eventTime.toISOString()]);
    }
  }
  return jobs;
}
