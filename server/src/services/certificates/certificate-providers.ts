import type { CertificateProvider, CertificateSettings } from './certificate-provider.ts';
import { cloudflareCustomHostnames } from './cloudflare-custom-hostnames.ts';
import { localCertificates } from './local-certificates.ts';

/** The provider `settings` choose. */
export function certificateProvider(settings: CertificateSettings): CertificateProvider {
  return settings.provider === 'cloudflare' ? cloudflareCustomHostnames(settings) : localCertificates();
}
