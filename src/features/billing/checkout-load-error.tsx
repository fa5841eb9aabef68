import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@/api/api-error';
import { PageHeader } from '@/components/page/page-header';
import { ErrorCard } from '@/components/ui/error-card';

/** An outcome screen whose checkout could not be read: the server's reason, and Retry reading it. */
export function CheckoutLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <main className="grid content-start gap-6">
      <PageHeader />
      <ErrorCard
        message={isApiError(error) && error.message ? error.message : t`The checkout could not be loaded.`}
        onRetry={onRetry}
      />
    </main>
  );
}
