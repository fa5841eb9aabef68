import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { guardNavigation } from '@/auth/guard/route-guard';
import { useSession } from '@/auth/session/use-session';
import { loadRouteMessages, withEveryMessage } from '@/i18n/activate-locale';
import { toasterWanted } from '@/lib/notify';
import type { RouterContext } from '@/router/router-context';
import { showsOnlyFirstLoad } from './-lib/first-load';

// Neither is needed to show a screen, so neither is part of the first load: the toaster comes with the
// first notification, the inactivity warning (a Radix dialog) when it is due, shortly before the
// inactivity log-out.
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
  // Only ever true while signed in (the session store).
  const { inactivityWarning } = useSession();
  const wantsToaster = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get);
  return (
    <>
      <Outlet />
      <Suspense>{wantsToaster && <Notifications />}</Suspense>
      <Suspense>{inactivityWarning && <InactivityWarning />}</Suspense>
    </>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The route guard of spec section 4, on the merged meta of every matched route.
  beforeLoad: async ({ location, matches, preload, context }): Promise<void> => {
    // The first load brought the messages of the sign-in screen only; any other screen waits for those of
    // its routes, which load while the guard decides.
    const routeIds = matches.map((match) => match.routeId);
    await Promise.all([
      guardNavigation({ location, matches, preload }, context),
      showsOnlyFirstLoad(routeIds) ? undefined : loadRouteMessages(routeIds),
    ]);
  },
  component: RootLayout,
});
