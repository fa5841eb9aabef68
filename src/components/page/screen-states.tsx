import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { isApiError } from '@/api/api-error';
import { Card } from '@/components/ui/card';
import { ErrorCard } from '@/components/ui/error-card';
import { SkeletonText } from '@/components/ui/skeleton';
import { PageHeader } from './page-header';

/**
 * A screen's `pendingComponent` while its route loads the data it shows: the page's header and a
 * skeleton, so the frame around it does not move.
 */
export function ScreenPending() {
  return (
    <main className="grid content-start gap-6">
      <PageHeader />
      <Card aria-busy>
        <SkeletonText lines={4} />
      </Card>
    </main>
  );
}

/**
 * A screen's `errorComponent` when its data could not be loaded: the page's header and the error card,
 * with the server's message when it gave one (else `fallback`, else "Something went wrong"), and Retry,
 * which loads the route again.
 */
export function ScreenError({
  error,
  reset,
  fallback,
}: ErrorComponentProps & { fallback?: MessageDescriptor }) {
  const router = useRouter();
  const { i18n } = useLingui();
  const told = isApiError(error) && error.message ? error.message : undefined;
  return (
    <main className="grid content-start gap-6">
      <PageHeader />
      <ErrorCard
        message={told ?? (fallback ? i18n._(fallback) : undefined)}
        onRetry={() => {
          reset();
          void router.invalidate();
        }}
      />
    </main>
  );
}

/** A {@link ScreenError} whose message, when the server gave none, is `fallback` (spec section 8's words). */
export function screenErrorSaying(fallback: MessageDescriptor) {
  return function ScreenErrorSaying(props: ErrorComponentProps) {
    return <ScreenError {...props} fallback={fallback} />;
  };
}
