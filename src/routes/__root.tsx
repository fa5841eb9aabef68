import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { Notifications } from '@/components/ui/notifications';
import { TooltipProvider } from '@/components/ui/tooltip';
import type { RouterContext } from '@/router';

// One tooltip provider and one toaster for the whole app; the toaster follows the `dark` class on
// <html>, so it needs no theme of its own.
function RootLayout() {
  return (
    <TooltipProvider>
      <Outlet />
      <Notifications />
    </TooltipProvider>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});
