import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { failureMessage } from '@/components/form/form-failure';
import { PageHeader } from '@/components/page/page-header';
import { ErrorCard } from '@/components/ui/error-card';

/** An outcome screen whose checkout could not be read: the server's reason, and Retry reading it. */
export function CheckoutLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { i18n } = useLingui();
  return (
    <main className="grid content-start gap-6">
      <PageHeader />
      <ErrorCard
        message={failureMessage(error, msg`The checkout could not be loaded.`, i18n)}
        onRetry={onRetry}
      />
    </main>
  );
}
