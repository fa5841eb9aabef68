import { Trans, useLingui } from '@lingui/react/macro';
import { Upload, type UploadFn } from '@/components/ui/upload';
import { GalleryItem, GallerySection } from './gallery-section';

/** The fake transfer moves on this often, by this much. */
const TICK_MS = 300;
const STEP = 20;
/** Where a file meant to fail stops. */
const FAIL_AT = 60;

/**
 * A stand-in for a real upload: progress on a timer, and a failure for any file with "fail" in its
 * name, so both ends of the lifecycle can be seen.
 */
function useFakeUpload(): UploadFn {
  const { t } = useLingui();
  return (file, onProgress, signal) =>
    new Promise((resolve, reject) => {
      let percent = 0;
      const timer = window.setInterval(() => {
        percent += STEP;
        onProgress(percent);
        const name = file.name;
        if (/fail/i.test(name) && percent >= FAIL_AT) {
          window.clearInterval(timer);
          reject(new Error(t`The server refused ${name}.`));
        } else if (percent >= 100) {
          window.clearInterval(timer);
          resolve();
        }
      }, TICK_MS);
      signal.addEventListener('abort', () => window.clearInterval(timer));
    });
}

/** The upload widget with its limits, and a disabled one. */
export function UploadSection() {
  const upload = useFakeUpload();
  return (
    <GallerySection id="upload" title={<Trans>Upload</Trans>}>
      <p className="text-sm text-muted-foreground">
        <Trans>
          Uploads here go nowhere: they fill up on a timer, and a file with “fail” in its name fails.
        </Trans>
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        <GalleryItem title={<Trans>Several files, CSV, PDF or images up to 2 MB</Trans>} className="block">
          <Upload upload={upload} accept=".csv,.pdf,image/*" maxSizeMb={2} data-testid="gallery-upload" />
        </GalleryItem>
        <GalleryItem title={<Trans>Disabled</Trans>} className="block">
          <Upload upload={upload} disabled multiple={false} />
        </GalleryItem>
      </div>
    </GallerySection>
  );
}
