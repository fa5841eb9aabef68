import { Trans, useLingui } from '@lingui/react/macro';
import { Inbox, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorCard } from '@/components/ui/error-card';
import { Loader } from '@/components/ui/loader';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { SkeletonTable, SkeletonText } from '@/components/ui/skeleton';
import { notify } from '@/lib/notify';
import { GalleryItem, GallerySection } from './gallery-section';
import { NotificationButtons } from './notification-buttons';

/** Alerts with their timer, dismissible ones brought back with a button. */
function GalleryAlerts() {
  const { t } = useLingui();
  // A new key mounts the alerts afresh, so the closed ones come back.
  const [round, setRound] = useState(0);
  return (
    <div className="grid w-full gap-3">
      <div key={round} className="grid gap-3">
        <Alert
          autoClose={false}
          title={t`Tracking is live`}
          description={t`Events from shop.example.com arrive through track.shop.example.com.`}
        />
        <Alert autoClose={false} variant="success" title={t`Domain verified`} />
        <Alert
          autoClose={false}
          variant="warning"
          title={t`Certificate expires soon`}
          description={t`The certificate of track.shop.example.com expires in 7 days.`}
        />
        <Alert
          autoClose={false}
          variant="destructive"
          title={t`Delivery failed`}
          description={t`12 events could not be sent to the Meta Conversions API.`}
        />
        <Alert dismissible autoClose={false} title={t`Dismissible: close it with its button`} />
        <Alert variant="success" title={t`Auto-closing: this one closes by itself after 4.5 s`} />
      </div>
      <Button variant="outline" className="w-fit" onClick={() => setRound((value) => value + 1)}>
        <RotateCcw />
        <Trans>Show the alerts again</Trans>
      </Button>
    </div>
  );
}

/** Alerts, notifications, loaders, skeletons and the empty and error states. */
export function FeedbackSection() {
  const { t } = useLingui();
  return (
    <GallerySection id="feedback" title={<Trans>Feedback</Trans>}>
      <GalleryItem title={<Trans>Alerts</Trans>}>
        <GalleryAlerts />
      </GalleryItem>
      <GalleryItem title={<Trans>Notifications</Trans>}>
        <NotificationButtons />
      </GalleryItem>
      <GalleryItem title={<Trans>Loaders</Trans>}>
        <Loader size="sm" />
        <Loader />
        <Loader size="lg" />
        <Loader showLabel label={t`Loading events…`} />
      </GalleryItem>
      <div className="grid gap-6 md:grid-cols-2">
        <GalleryItem title={<Trans>Skeleton text</Trans>} className="block">
          <SkeletonText />
        </GalleryItem>
        <GalleryItem title={<Trans>Skeleton table</Trans>} className="block">
          <SkeletonTable rows={3} />
        </GalleryItem>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <GalleryItem title={<Trans>Empty state</Trans>} className="block">
          <EmptyState
            className="rounded-lg border border-dashed"
            icon={<Inbox />}
            title={t`No events yet`}
            description={t`Events appear here as soon as your tracking domain receives them.`}
            action={
              <Button variant="outline" onClick={() => notify.info(t`Test event sent`)}>
                <Trans>Send a test event</Trans>
              </Button>
            }
          />
        </GalleryItem>
        <GalleryItem title={<Trans>Error card</Trans>} className="block">
          <ErrorCard
            message={t`The events could not be loaded.`}
            onRetry={() => notify.info(t`Trying again…`)}
          />
        </GalleryItem>
      </div>
      <GalleryItem title={<Trans>Loading overlay</Trans>} className="block">
        <div className="relative h-40 overflow-hidden rounded-lg border">
          <p className="p-4 text-sm">
            <Trans>The overlay covers this box only; in the app it covers the whole screen.</Trans>
          </p>
          <LoadingOverlay className="absolute" label={t`Loading the dashboard…`} />
        </div>
      </GalleryItem>
    </GallerySection>
  );
}
