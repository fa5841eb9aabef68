import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { isApiError } from '@/api/api-error';
import { eventQueries, type DestinationPreview, type EventIngestItem } from '@/api/queries/events';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { ErrorCard } from '@/components/ui/error-card';
import { SkeletonText } from '@/components/ui/skeleton';
import { JsonBlock } from '../json-block';

/** How long the form stays still before the preview is asked for again. */
export const PREVIEW_DEBOUNCE_MS = 400;

function PreviewCard({ preview }: { preview: DestinationPreview }) {
  const { t } = useLingui();
  const name = preview.name;
  return (
    <li>
      <Card padding={12} className="gap-3" aria-label={name} role="group">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-medium">{name}</span>
          {preview.enabled ? null : (
            <Badge variant="secondary">
              <Trans>Paused: would receive nothing now</Trans>
            </Badge>
          )}
        </div>
        {/* Only the address may be cut where it does not fit; the method stays whole. */}
        <p className="font-mono text-xs break-words">
          <span className="font-semibold">{preview.method}</span>{' '}
          <span className="break-all">{preview.url}</span>
        </p>
        <JsonBlock label={t`${name} headers`} heading={<Trans>Headers</Trans>} value={preview.headers} />
        <JsonBlock label={t`${name} body`} heading={<Trans>Body</Trans>} value={preview.body} />
      </Card>
    </li>
  );
}

/** The server's reasons why the item cannot be previewed, one per line. */
function Refusal({ error }: { error: unknown }) {
  const messages = isApiError(error) ? Object.values(error.errors).flat() : [];
  return (
    <div role="alert" className="grid gap-1 text-sm">
      <p className="font-medium">
        <Trans>The preview needs a valid event:</Trans>
      </p>
      <ul className="list-disc pl-5 text-destructive">
        {(messages.length > 0 ? messages : [isApiError(error) ? error.message : '']).map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}

function PreviewList({ item }: { item: EventIngestItem }) {
  const preview = useQuery({ ...eventQueries.preview(item), placeholderData: keepPreviousData });
  if (preview.isPending) return <SkeletonText lines={5} />;
  if (preview.isError) {
    return isApiError(preview.error) && preview.error.status === 422 ? (
      <Refusal error={preview.error} />
    ) : (
      <ErrorCard onRetry={() => void preview.refetch()} />
    );
  }
  if (preview.data.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>This domain has no destinations yet: the event would be stored only.</Trans>
      </p>
    );
  }
  return (
    <ul aria-busy={preview.isFetching} className="grid gap-4">
      {preview.data.map((destination) => (
        <PreviewCard key={destination.service} preview={destination} />
      ))}
    </ul>
  );
}

/**
 * Beside the form: the exact request each destination of the domain would receive for the event
 * (POST /events/preview, secrets masked), asked again once the form has been still for a moment. A test
 * event itself is never forwarded; this shows what a real one would send.
 */
export function DestinationPreviews({ item }: { item: EventIngestItem | null }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid content-start gap-4">
      <div className="grid gap-1">
        <h2 id={titleId} className="text-lg font-semibold">
          <Trans>What each destination would receive</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>Secrets are masked. Nothing is sent until you send the event.</Trans>
        </p>
      </div>
      {item ? (
        <PreviewList item={item} />
      ) : (
        <p className="text-sm text-muted-foreground">
          <Trans>Choose a domain and fill in the event to see the requests.</Trans>
        </p>
      )}
    </section>
  );
}
