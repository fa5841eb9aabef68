/** Where a tracking hostname stands at the provider that serves it over HTTPS. */
export interface HostnameState {
  /** The provider's id of the hostname, kept to ask again and to release it. */
  id: string;
  /** `deployed` once the certificate serves; `failed` when the provider gave up (see `error`). */
  certificate: 'pending' | 'deployed' | 'failed';
  /** The provider's own words on why it failed, for the logs and the stored error. */
  error?: string;
}

/**
 * Registers tracking hostnames with whatever terminates TLS for them and orders their certificates.
 * `register` starts the work and `state` follows it (a certificate takes minutes at a real provider);
 * `release` gives the hostname and its certificate up, and succeeds when the provider no longer knows it.
 */
export interface CertificateProvider {
  /** Logged when the server starts its checks, so nobody mistakes the local one for a real one. */
  readonly name: string;
  register(hostname: string): Promise<HostnameState>;
  state(id: string): Promise<HostnameState>;
  release(id: string): Promise<void>;
}

/** Which provider the server uses (CLOUDFLARE_API_TOKEN and CLOUDFLARE_ZONE_ID choose Cloudflare). */
export type CertificateSettings =
  { provider: 'local' } | { provider: 'cloudflare'; apiUrl: string; apiToken: string; zoneId: string };
