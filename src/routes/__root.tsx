import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { guardNavigation } from '@/auth/guard/route-guard';
import { isSignedIn } from '@/auth/session/session-machine';
import { useSession } from '@/auth/session/use-session';
import { loadEveryMessage, withEveryMessage } from '@/i18n/activate-locale';
import { toasterWanted } from '@/lib/notify';
import type { RouterContext } from '@/router/router-context';
import { showsOnlyFirstLoad } from './-lib/first-load';

// Neither is needed to show the sign-in screen, so neither is part of the first load: the toaster comes
// with the first notification, the inactivity warning with the sign-in.
const Notifications = lazy(() =>
  withEveryMessage(import('@/components/ui/notifications')).then((module) => ({
    default: module.Notifications,
  })),
);
const InactivityWarning = lazy(() =>
  withEveryMessage(import('@/layouts/inactivity-warning')).then((module) => ({
    default: module.InactivityWarning,
  })),
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
  beforeLoad: async ({ location, matches, preload, context }): Promise<void> => {
    await guardNavigation({ location, matches, preload }, context);
    // The first load brought the messages of the sign-in screen only; any other screen waits for the rest.
    if (!showsOnlyFirstLoad(matches.map((match) => match.routeId))) await loadEveryMessage();
  },
  component: RootLayout,
});
