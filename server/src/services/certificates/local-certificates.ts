import { randomUUID } from 'node:crypto';
import type { CertificateProvider } from './certificate-provider.ts';

/**
 * The provider of a local or demo setup, which issues nothing: no certificate exists and no proxy
 * serves the hostname. It reports every hostname registered and its certificate deployed at once, so
 * the setup flow can be followed end to end without an account at Cloudflare. Its name says so.
 */
export function localCertificates(): CertificateProvider {
  return {
    name: 'local (no certificate is issued)',
    register: () => Promise.resolve({ id: `local-${randomUUID()}`, certificate: 'deployed' }),
    state: (id) => Promise.resolve({ id, certificate: 'deployed' }),
    release: () => Promise.resolve(),
  };
}
