import type { JobRecordRow, JobRow } from './admin-queue-jobs.repo.ts';

/** What a secret value is answered as. */
const MASKED = '********';

// Keys whose values are secrets wherever they appear in a job's data or output: destination
// credentials (access_token, api_secret, signing_secret), mailed tokens, passwords, keys.
const SECRET_KEY =
  /secret|token|password|passw|api_?key|private_?key|credential|authorization|cookie|signature/i;

/** `value` with the value of every key that looks secret, at any depth, replaced by {@link MASKED}. */
export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      SECRET_KEY.test(key) && inner !== null ? MASKED : maskSecrets(inner),
    ]),
  );
}

const dateOf = (value: Date | string | null) => (value === null ? null : new Date(value));

/** The data's value under `key` when it is a string (a domain's id, a service). */
function dataString(data: Record<string, unknown> | null, key: string): string | null {
  const value = data?.[key];
  return typeof value === 'string' ? value : null;
}

/** The message a failed try left in a job's output, without a stack trace. */
export function errorOf(state: string, output: Record<string, unknown> | null): string | null {
  if (state !== 'failed' && state !== 'retry') return null;
  const message = output?.message;
  if (typeof message !== 'string') return null;
  return message.split('\n')[0] ?? message;
}

/** A row of the jobs list as the contract has it. */
export function jobView(row: JobRow) {
  return {
    id: row.id,
    queue: row.name,
    state: row.state,
    domain_id: dataString(row.data, 'domainId'),
    domain_name: row.domain_name,
    destination: dataString(row.data, 'service'),
    retry_count: row.retry_count,
    retry_limit: row.retry_limit,
    error: errorOf(row.state, row.output),
    created_at: new Date(row.created_on),
    started_at: dateOf(row.started_on),
    completed_at: dateOf(row.completed_on),
  };
}

/** A job's page: its row, its data and output with secrets masked, and its timing and retry settings. */
export function jobRecordView(row: JobRecordRow) {
  return {
    ...jobView(row),
    data: maskSecrets(row.data) as Record<string, unknown> | null,
    output: maskSecrets(row.output) as Record<string, unknown> | null,
    priority: row.priority,
    start_after: new Date(row.start_after),
    keep_until: new Date(row.keep_until),
    retry_delay: row.retry_delay,
    retry_backoff: row.retry_backoff,
    expire_seconds: row.expire_seconds,
    singleton_key: row.singleton_key,
  };
}
