import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { rotateDomainApiKey, type Domain } from '@/api/queries/domains';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDateFormat } from '@/i18n/use-date-format';
import { notify } from '@/lib/notify';
import { ApiKeyReveal } from '../api-key/api-key-reveal';
import { useDomainUpdate } from './use-domain-update';

/**
 * The domain's API key: its prefix (the whole key is shown only when issued), when it was issued and
 * last used (a key never used beside events received says where those came from), and a new key on
 * demand (POST …/api-key/rotate, an extension of the spec). The key in use keeps working for 24 hours
 * after, so the site's server can move to the new one without losing events.
 */
export function DomainApiKeyCard({ domain }: { domain: Domain }) {
  const { t } = useLingui();
  const format = useDateFormat();
  const filed = useDomainUpdate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [issued, setIssued] = useState<string | null>(null);
  const key = domain.api_key;

  async function rotate() {
    setBusy(true);
    setFailure(null);
    try {
      const rotated = await rotateDomainApiKey(domain.id);
      setIssued(rotated.api_key?.secret ?? null);
      await filed(rotated);
      setAsking(false);
      notify.success(t`New API key issued`);
    } catch {
      setFailure(t`A new key could not be issued. Try again.`);
    } finally {
      setBusy(false);
    }
  }

  if (issued) {
    return (
      <ApiKeyReveal secret={issued} domainName={domain.name}>
        <p className="text-sm text-muted-foreground">
          <Trans>The previous key keeps working for 24 hours: replace it on your server before then.</Trans>
        </p>
        <Button variant="outline" className="sm:ml-auto" onClick={() => setIssued(null)}>
          <Trans>I have saved the key</Trans>
        </Button>
      </ApiKeyReveal>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>
            <Trans>API key</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans>
            Your site&apos;s server sends events with it. The whole key was shown once, when it was issued.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {key ? (
          <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
            <dt className="text-muted-foreground">
              <Trans>Starts with</Trans>
            </dt>
            <dd className="font-mono">{key.prefix}…</dd>
            <dt className="text-muted-foreground">
              <Trans>Issued</Trans>
            </dt>
            <dd>{format.moment(key.created_at)}</dd>
            <dt className="text-muted-foreground">
              <Trans>Last used</Trans>
            </dt>
            <dd>{key.last_used_at ? format.moment(key.last_used_at) : <Trans>Not yet</Trans>}</dd>
          </dl>
        ) : null}
        {key && !key.last_used_at && (domain.events_count ?? 0) > 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>
              The events this domain received so far came without this key: from visitors&apos; browsers
              through the tracking subdomain, or sent from the dashboard. Your site&apos;s server uses it.
            </Trans>
          </p>
        ) : null}
        <div>
          <Button variant="outline" size="sm" onClick={() => setAsking(true)}>
            <RefreshCw aria-hidden />
            <Trans>Issue a new key</Trans>
          </Button>
        </div>
      </CardContent>
      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => {
          setAsking(open);
          setFailure(null);
        }}
        title={<Trans>Issue a new API key?</Trans>}
        description={
          <Trans>
            The new key is shown once. The key in use now keeps working for 24 hours, then stops: put the new
            one on your server before then. A key replaced earlier that still works stops at once.
          </Trans>
        }
        confirmLabel={<Trans>Issue a new key</Trans>}
        onConfirm={() => void rotate()}
        busy={busy}
        error={failure}
      />
    </Card>
  );
}
