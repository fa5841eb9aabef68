import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, type ReactNode } from 'react';
import type { TrackedEvent } from '@/api/queries/events';
import {
  Sheet,
  SheetBody,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import { SkeletonText } from '@/components/ui/skeleton';
import { useDateFormat } from '@/i18n/use-date-format';
import { EVENT_DEVICES, EVENT_SOURCES, EventStatusBadge } from '../event-badges';
import { JsonBlock } from '../json-block';
import { EventValue } from './event-columns';
import { EventDeliveries } from './event-attempts';

interface EventSheetProps {
  /** The id of the open event (from the URL), or undefined when the panel is closed. */
  eventId: string | undefined;
  /** The event as the current page holds it; undefined when the page lacks it or is still loading. */
  event: TrackedEvent | undefined;
  loading: boolean;
  onClose: () => void;
}

function Field({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-3 py-1.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function EventFields({ event }: { event: TrackedEvent }) {
  const { i18n } = useLingui();
  const format = useDateFormat();
  const dash = <span className="text-muted-foreground">—</span>;
  const moment = (at: Date | string | null) => (at ? format.moment(at) : dash);
  return (
    <dl className="divide-y">
      <Field label={<Trans>Status</Trans>}>
        <span className="grid justify-items-start gap-1">
          <EventStatusBadge status={event.status} />
          {event.error ? <span className="text-destructive">{event.error}</span> : null}
        </span>
      </Field>
      <Field label={<Trans>Event ID</Trans>}>
        <span className="font-mono text-xs">{event.event_id}</span>
      </Field>
      <Field label={<Trans>Domain</Trans>}>{event.domain_name ?? dash}</Field>
      <Field label={<Trans>Source</Trans>}>{i18n._(EVENT_SOURCES[event.source])}</Field>
      <Field label={<Trans>Value</Trans>}>
        <EventValue event={event} />
      </Field>
      <Field label={<Trans>Page</Trans>}>{event.page_url ?? dash}</Field>
      <Field label={<Trans>Country</Trans>}>{event.country ?? dash}</Field>
      <Field label={<Trans>Device</Trans>}>{event.device ? i18n._(EVENT_DEVICES[event.device]) : dash}</Field>
      <Field label={<Trans>Event time</Trans>}>{moment(event.event_time)}</Field>
      <Field label={<Trans>Received</Trans>}>{moment(event.created_at)}</Field>
      <Field label={<Trans>Processed</Trans>}>{moment(event.processed_at)}</Field>
    </dl>
  );
}

/**
 * The side panel of one event: its fields, its payload (custom data, pretty-printed, with a copy button)
 * and each destination with its delivery attempts. Its id lives in the URL (`event=`), so a reload opens
 * it again, as long as the page shown holds it (there is no call for one event).
 */
export function EventSheet({ eventId, event, loading, onClose }: EventSheetProps) {
  const { t } = useLingui();
  const deliveriesId = useId();
  // The event shown when the sheet opened: once it closes, the URL no longer names it.
  const shown = useRef<string | undefined>(undefined);
  return (
    <Sheet
      open={eventId !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <SheetContent
        onOpenAutoFocus={() => {
          shown.current = eventId;
        }}
        onCloseAutoFocus={(closing) => {
          // Back to the event's link in the list, which opens it: also when the sheet was opened by the
          // URL (a reload, a link from another screen), where nothing of this page had the focus before and
          // it would be left on the page itself. Without that row on the page, the sheet's own way back.
          const link = shown.current
            ? document.querySelector<HTMLElement>(`[data-event-link="${CSS.escape(shown.current)}"]`)
            : null;
          if (!link) return;
          closing.preventDefault();
          link.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>{event ? event.event_name : <Trans>Event</Trans>}</SheetTitle>
          <SheetDescription>
            {event ? (
              <Trans>Everything the event carried, and how each destination took it.</Trans>
            ) : loading ? (
              <Trans>Loading…</Trans>
            ) : (
              <Trans>This event is not on the page shown. Search for it, or change the filters.</Trans>
            )}
          </SheetDescription>
        </SheetHeader>
        <SheetBody>
          {event ? (
            <>
              <EventFields event={event} />
              <JsonBlock label={t`Payload`} value={event.custom_data ?? {}} />
              <section aria-labelledby={deliveriesId} className="grid gap-3">
                <h3 id={deliveriesId} className="text-sm font-medium">
                  <Trans>Deliveries</Trans>
                </h3>
                <EventDeliveries event={event} />
              </section>
            </>
          ) : loading ? (
            <SkeletonText lines={6} />
          ) : null}
        </SheetBody>
      </SheetContent>
    </Sheet>
  );
}
