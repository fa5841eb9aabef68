import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ErrorScreen } from './error-screen';

/**
 * The error screen for TanStack Router's `errorComponent`. Try Again resets the route's boundary and
 * reloads the route's data, since an error thrown by a loader comes back unless the loader runs again.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return <ErrorScreen error={error} onRetry={retry} />;
}
