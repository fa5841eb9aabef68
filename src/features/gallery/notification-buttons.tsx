import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';

/** How often the fake upload behind the progress notification moves on, and by how much. */
const PROGRESS_TICK_MS = 500;
const PROGRESS_STEP = 20;

/** One button per kind of notification, and one that shows a progress notification filling up. */
export function NotificationButtons() {
  const { t } = useLingui();
  const timerRef = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearInterval(timerRef.current), []);

  function showProgress() {
    window.clearInterval(timerRef.current);
    let percent = 0;
    const id = notify.progress(t`Uploading report.csv`, percent);
    timerRef.current = window.setInterval(() => {
      percent += PROGRESS_STEP;
      if (percent < 100) {
        notify.progress(t`Uploading report.csv`, percent, { id });
        return;
      }
      window.clearInterval(timerRef.current);
      // Same id: the loading toast turns into a success one, with a description of its own.
      notify.success(t`report.csv uploaded`, { id, description: null });
    }, PROGRESS_TICK_MS);
  }

  return (
    <>
      <Button variant="outline" onClick={() => notify.message(t`Settings saved`)}>
        <Trans>Message</Trans>
      </Button>
      <Button variant="outline" onClick={() => notify.success(t`Domain shop.example.com verified`)}>
        <Trans>Success</Trans>
      </Button>
      <Button variant="outline" onClick={() => notify.info(t`A new version is available`)}>
        <Trans>Info</Trans>
      </Button>
      <Button variant="outline" onClick={() => notify.warning(t`You have used 90% of your monthly events`)}>
        <Trans>Warning</Trans>
      </Button>
      <Button variant="outline" onClick={() => notify.error(t`The payment could not be processed`)}>
        <Trans>Error</Trans>
      </Button>
      <Button variant="outline" onClick={() => notify.loading(t`Checking DNS records…`)}>
        <Trans>Loading</Trans>
      </Button>
      <Button variant="outline" onClick={showProgress}>
        <Trans>Progress</Trans>
      </Button>
    </>
  );
}
