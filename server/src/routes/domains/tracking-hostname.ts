import { msg } from '@lingui/core/runtime-macro';
import { domainToASCII } from 'node:url';
import { invalidField } from '../../lib/http-error.ts';

/**
 * The tracking hostname a caller sent, normalised (trimmed, lower case, punycode, no trailing dot) and
 * checked to be a subdomain of the domain's own name; 422 on `hostname` otherwise.
 */
export function trackingHostname(sent: string, domainName: string): string {
  const hostname = domainToASCII(sent.trim().toLowerCase().replace(/\.$/, ''));
  if (!hostname) throw invalidField('hostname', msg`Enter a valid host name, such as t.shop.example.com`);
  if (!hostname.endsWith(`.${domainName}`)) {
    throw invalidField('hostname', msg({ message: 'The tracking subdomain must end with .{domain}' }), {
      domain: domainName,
    });
  }
  return hostname;
}
