import { Trans, useLingui } from '@lingui/react/macro';
import { KeyRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';

interface ApiKeyRevealProps {
  /** The whole key, from the answer that issued it: the only time the dashboard has it. */
  secret: string;
  /** The domain it belongs to, named so a key is not pasted into the wrong site. */
  domainName: string;
  /** What to do next (go to the domain, set up tracking), under the key. */
  children?: ReactNode;
}

/**
 * A freshly issued API key, shown this once: in full, copyable, with the warning that it cannot be
 * shown again. The key is not kept anywhere: once this card is gone, only its prefix remains.
 */
export function ApiKeyReveal({ secret, domainName, children }: ApiKeyRevealProps) {
  const { t } = useLingui();
  return (
    <Card data-slot="api-key-reveal" className="border-warning">
      <CardHeader>
        <CardTitle>
          <h2 className="flex items-center gap-2">
            <KeyRound aria-hidden className="size-5" />
            <Trans>API key for {domainName}</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans>
            Your site&apos;s server sends events with this key, in the <code>X-Api-Key</code> header.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Alert
          variant="warning"
          autoClose={false}
          description={t`Copy the key now and keep it somewhere safe: it will not be shown again.`}
        />
        <div className="flex items-center gap-2">
          <code
            aria-label={t`API key`}
            className="min-w-0 flex-1 rounded-md border bg-muted/40 px-3 py-2 font-mono text-sm break-all select-all"
          >
            {secret}
          </code>
          <CopyButton value={secret} label={t`API key`}>
            <Trans>Copy</Trans>
          </CopyButton>
        </div>
      </CardContent>
      {children ? <CardFooter className="flex-wrap gap-2">{children}</CardFooter> : null}
    </Card>
  );
}
