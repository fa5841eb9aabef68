import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { guardNavigation } from '@/auth/guard/route-guard';
import { isSignedIn } from '@/auth/session/session-machine';
import { useSession } from '@/auth/session/use-session';
import { toasterWanted } from '@/lib/notify';
import type { RouterContext } from '@/router';

// Neither is needed to show the sign-in screen, so neither is part of the first load: the toaster comes
// with the first notification, the inactivity warning with the sign-in.
const Notifications = lazy(() =>
  import('@/components/ui/notifications').then((module) => ({ default: module.Notifications })),
);
const InactivityWarning = lazy(() =>
  import('@/auth/session/inactivity-warning').then((module) => ({ default: module.InactivityWarning })),
);

// One toaster and one inactivity warning for the whole app; the toaster follows the `dark` class on
// <html>, so it needs no theme of its own.
function RootLayout() {
  const { state } = useSession();
  const wantsToaster = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get);
  return (
    <>
      <Outlet />
      <Suspense>{wantsToaster && <Notifications />}</Suspense>
      <Suspense>{isSignedIn(state) && <InactivityWarning />}</Suspense>
    </>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The route guard of spec section 4, on the merged meta of every matched route.
  beforeLoad: ({ location, matches, preload }): Promise<void> =>
    guardNavigation({ location, matches, preload }),
  component: RootLayout,
});
