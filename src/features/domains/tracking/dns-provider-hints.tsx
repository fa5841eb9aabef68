import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

/** Where the CNAME record goes at the DNS providers site owners use most, and what trips people up there. */
const PROVIDERS: readonly { name: string; hint: MessageDescriptor }[] = [
  {
    name: 'Cloudflare',
    hint: msg`DNS → Records → Add record, type CNAME. Set Proxy status to "DNS only" (grey cloud), not "Proxied" (orange cloud): a proxied record hides the target and the check fails.`,
  },
  {
    name: 'OVHcloud',
    hint: msg`Web Cloud → Domain names → your domain → DNS zone → Add an entry → CNAME. Enter only the subdomain label; OVHcloud adds the domain. End the target with a dot if the form asks for it.`,
  },
  {
    name: 'home.pl',
    hint: msg`Panel → Domains → your domain → DNS zone (Strefa DNS) → Add record → CNAME. Changes may take up to an hour to be published.`,
  },
  {
    name: 'nazwa.pl',
    hint: msg`Panel → Domains → DNS zone management → Add record of type CNAME, with the subdomain label as the name.`,
  },
  {
    name: 'GoDaddy',
    hint: msg`My Products → your domain → DNS → Add New Record → CNAME. In Name type only the label (such as t); in Value the target.`,
  },
  {
    name: 'Namecheap',
    hint: msg`Domain List → Manage → Advanced DNS → Add New Record → CNAME Record. Host is the label (such as t); Value is the target.`,
  },
];

/** A disclosure with where the record goes at common DNS providers. */
export function DnsProviderHints() {
  const { i18n } = useLingui();
  return (
    <details className="rounded-md border p-3 text-sm" data-testid="dns-provider-hints">
      <summary className="cursor-pointer font-medium">
        <Trans>Hints for common DNS providers</Trans>
      </summary>
      <dl className="mt-3 grid gap-3">
        {PROVIDERS.map((provider) => (
          <div key={provider.name} className="grid gap-1">
            <dt className="font-medium">{provider.name}</dt>
            <dd className="text-muted-foreground">{i18n._(provider.hint)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
