import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil, Send } from 'lucide-react';
import { useState } from 'react';
import { setDomainServiceEnabled, type Domain } from '@/api/queries/domains';
import type { ServiceDefinition } from '@/api/queries/plans';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { notify } from '@/lib/notify';
import { ServicesEditForm } from './services-edit-form';
import { useDomainUpdate } from './use-domain-update';

interface DomainServicesCardProps {
  domain: Domain;
  schema: readonly ServiceDefinition[];
}

/**
 * Where the domain's events go: each service with its visible settings (secrets never), on or paused
 * (PATCH …/services/{key}, an extension of the spec), and the form to change them.
 */
export function DomainServicesCard({ domain, schema }: DomainServicesCardProps) {
  const [editing, setEditing] = useState(false);
  return (
    <Card>
      <CardHeader className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <CardTitle>
            <h2>
              <Trans>Destinations</Trans>
            </h2>
          </CardTitle>
          <CardDescription>
            <Trans>Every event this domain receives is forwarded to the destinations that are on.</Trans>
          </CardDescription>
        </div>
        {editing ? null : (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden />
            <Trans>Edit destinations</Trans>
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {editing ? (
          <ServicesEditForm domain={domain} schema={schema} onDone={() => setEditing(false)} />
        ) : domain.services.length === 0 ? (
          <EmptyState
            icon={<Send />}
            title={<Trans>No destinations yet</Trans>}
            description={<Trans>Events are stored, and go nowhere else until you add a destination.</Trans>}
          />
        ) : (
          <ul className="grid gap-3">
            {domain.services.map((service) => (
              <ServiceRow
                key={service.key}
                domainId={domain.id}
                service={service}
                definition={schema.find((candidate) => candidate.key === service.key)}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

interface ServiceRowProps {
  domainId: string;
  service: Domain['services'][number];
  definition: ServiceDefinition | undefined;
}

function ServiceRow({ domainId, service, definition }: ServiceRowProps) {
  const { t } = useLingui();
  const filed = useDomainUpdate();
  const [busy, setBusy] = useState(false);
  const name = definition?.name ?? service.key;
  // What identifies the destination at a glance: its filled-in text settings, never a secret.
  const shown = (definition?.fields ?? []).filter(
    (field) =>
      field.type === 'string' &&
      typeof service.settings[field.key] === 'string' &&
      service.settings[field.key] !== '',
  );

  async function toggle() {
    setBusy(true);
    try {
      await filed(await setDomainServiceEnabled(domainId, service.key, !service.enabled));
      notify.success(service.enabled ? t`${name} paused` : t`${name} resumed`);
    } catch {
      notify.error(t`${name} could not be changed. Try again.`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4">
      <div className="grid min-w-0 gap-1">
        <span className="flex flex-wrap items-center gap-2 font-medium">
          {name}
          {service.enabled ? (
            <Badge variant="success">
              <Trans>On</Trans>
            </Badge>
          ) : (
            <Badge variant="secondary">
              <Trans>Paused</Trans>
            </Badge>
          )}
        </span>
        {shown.length > 0 ? (
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            {shown.map((field) => (
              <div key={field.key} className="flex min-w-0 gap-1">
                <dt>{field.label}:</dt>
                <dd className="truncate font-mono">{String(service.settings[field.key])}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
      <Button
        variant="outline"
        size="sm"
        loading={busy}
        aria-label={service.enabled ? t`Pause ${name}` : t`Resume ${name}`}
        onClick={() => void toggle()}
      >
        {service.enabled ? <Trans>Pause</Trans> : <Trans>Resume</Trans>}
      </Button>
    </li>
  );
}
