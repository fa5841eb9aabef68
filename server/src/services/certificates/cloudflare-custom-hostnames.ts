import type { CertificateProvider, HostnameState } from './certificate-provider.ts';

/** Cloudflare's v4 API, where its documentation and its SDKs send requests. */
export const CLOUDFLARE_API_URL = 'https://api.cloudflare.com/client/v4';

/** A call to Cloudflare that takes longer than this is treated as failed and tried again later. */
const REQUEST_TIMEOUT_MS = 15_000;

/** The part of Cloudflare's custom hostname object this adapter reads. */
interface CustomHostname {
  id: string;
  hostname: string;
  status?: string;
  ssl?: { status?: string; validation_errors?: { message?: string }[] } | null;
  verification_errors?: string[];
}

/** Cloudflare's envelope around every answer. */
interface CloudflareAnswer<T> {
  success: boolean;
  errors?: { code?: number; message?: string }[];
  result?: T;
}

/** A refusal or failure of Cloudflare's API, with its HTTP status and its own words. */
export class CloudflareError extends Error {
  readonly status: number;
  /** Cloudflare's error codes (1406: the hostname exists already). */
  readonly codes: number[];
  constructor(status: number, message: string, codes: number[] = []) {
    super(message);
    this.name = 'CloudflareError';
    this.status = status;
    this.codes = codes;
  }
}

/** Cloudflare's code for "Duplicate custom hostname found". */
const DUPLICATE_HOSTNAME = 1406;

/** Hostname states Cloudflare will not leave by itself: the hostname must be registered again. */
const FAILED_HOSTNAME = new Set(['blocked', 'moved', 'deleted', 'test_failed', 'pending_blocked']);

function certificateState(hostname: CustomHostname): HostnameState {
  const ssl = hostname.ssl?.status ?? '';
  const sslError = hostname.ssl?.validation_errors?.find((error) => error.message)?.message;
  const failed =
    FAILED_HOSTNAME.has(hostname.status ?? '') || ssl.endsWith('_timed_out') || ssl === 'expired';
  if (failed) {
    const error = sslError ?? hostname.verification_errors?.[0] ?? `status ${hostname.status}, ssl ${ssl}`;
    return { id: hostname.id, certificate: 'failed', error };
  }
  return { id: hostname.id, certificate: ssl === 'active' ? 'deployed' : 'pending' };
}

/**
 * Cloudflare for SaaS: each tracking hostname becomes a custom hostname of the SaaS zone (`zoneId`),
 * whose edge then serves it with a DV certificate Cloudflare issues by HTTP validation, which works as
 * soon as the CNAME points at the zone's target (checked before `register` is called). API: "Custom
 * Hostnames" (POST, GET and DELETE `/zones/{zone_id}/custom_hostnames[/{id}]`), bearer API token with
 * the "SSL and Certificates: Edit" permission.
 */
export function cloudflareCustomHostnames({
  apiUrl,
  apiToken,
  zoneId,
}: {
  apiUrl: string;
  apiToken: string;
  zoneId: string;
}): CertificateProvider {
  const base = `${apiUrl.replace(/\/$/, '')}/zones/${encodeURIComponent(zoneId)}/custom_hostnames`;

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${apiToken}`,
        ...(body !== undefined && { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const answer = (await response.json().catch(() => ({ success: false }))) as CloudflareAnswer<T>;
    if (!response.ok || !answer.success || answer.result === undefined) {
      const reason = answer.errors?.map((error) => `${error.code ?? ''} ${error.message ?? ''}`.trim());
      const codes = answer.errors?.flatMap((error) => (error.code === undefined ? [] : [error.code]));
      throw new CloudflareError(response.status, reason?.join('; ') || `HTTP ${response.status}`, codes);
    }
    return answer.result;
  }

  return {
    name: 'Cloudflare for SaaS',
    async register(hostname) {
      try {
        const created = await call<CustomHostname>('POST', '', {
          hostname,
          ssl: { method: 'http', type: 'dv' },
        });
        return certificateState(created);
      } catch (error) {
        // Registered by an earlier attempt whose answer never arrived: that hostname is ours to follow.
        if (!(error instanceof CloudflareError && error.codes.includes(DUPLICATE_HOSTNAME))) throw error;
        const found = await call<CustomHostname[]>('GET', `?hostname=${encodeURIComponent(hostname)}`);
        const existing = found.find((entry) => entry.hostname === hostname);
        if (!existing) throw error;
        return certificateState(existing);
      }
    },
    async state(id) {
      return certificateState(await call<CustomHostname>('GET', `/${encodeURIComponent(id)}`));
    },
    async release(id) {
      try {
        await call<{ id: string }>('DELETE', `/${encodeURIComponent(id)}`);
      } catch (error) {
        // Already gone at Cloudflare is what releasing wants.
        if (!(error instanceof CloudflareError && error.status === 404)) throw error;
      }
    },
  };
}
