import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { AbilityProvider } from '@/auth/abilities/ability-context';
import { guardNavigation } from '@/auth/guard/route-guard';
import { InactivityWarning } from '@/auth/session/inactivity-warning';
import { sessionAbilities, sessionUser } from '@/auth/session/session-machine';
import { useSession } from '@/auth/session/use-session';
import { Notifications } from '@/components/ui/notifications';
import { TooltipProvider } from '@/components/ui/tooltip';
import type { RouterContext } from '@/router';

// One tooltip provider, one toaster and one inactivity warning for the whole app; the toaster follows
// the `dark` class on <html>, so it needs no theme of its own. Every screen sees the signed-in user's
// abilities.
function RootLayout() {
  const { state } = useSession();
  return (
    <AbilityProvider user={sessionUser(state)} abilities={sessionAbilities(state)}>
      <TooltipProvider>
        <Outlet />
        <Notifications />
        <InactivityWarning />
      </TooltipProvider>
    </AbilityProvider>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The route guard of spec section 4, on the merged meta of every matched route.
  beforeLoad: ({ location, matches, preload }): Promise<void> =>
    guardNavigation({ location, matches, preload }),
  component: RootLayout,
});
