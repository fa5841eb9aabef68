import { msg } from '@lingui/core/runtime-macro';
import { fieldMessages } from '../../../lib/common-messages.ts';
import { invalidField } from '../../../lib/http-error.ts';
import { knownFilters, listValue } from '../../auth/list-query.ts';
import { JOB_STATES, type JobFilter, type JobState } from './admin-queue-jobs.repo.ts';

const FILTERS = ['state', 'queue', 'domain_id', 'destination', 'data'] as const;

/**
 * The repo's filter from the list's filters; 422 on a wrong one, named by `field` (`filter[state]` in
 * the list's query, `filter.state` in a bulk action's body).
 */
export function jobFilterOf(
  query: Record<string, string> | undefined,
  field: (name: string) => string = (name) => `filter[${name}]`,
): JobFilter {
  const filters = knownFilters(query, FILTERS);
  let states: JobState[] | undefined;
  if (filters.state) {
    const wanted = listValue(filters.state);
    states = JOB_STATES.filter((state) => wanted.includes(state));
    if (states.length !== wanted.length) {
      throw invalidField(field('state'), fieldMessages.enum, { allowed: JOB_STATES.join(', ') });
    }
  }
  let data: Record<string, unknown> = {};
  if (filters.data) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(filters.data);
    } catch {
      parsed = undefined;
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw invalidField(field('data'), msg`Enter a JSON object of values in the job's data`);
    }
    data = parsed as Record<string, unknown>;
  }
  if (filters.domain_id) data = { ...data, domainId: filters.domain_id };
  if (filters.destination) data = { ...data, service: filters.destination };
  return {
    states,
    queue: filters.queue,
    ...(Object.keys(data).length && { data }),
  };
}
