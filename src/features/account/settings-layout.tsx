import { Outlet, useLocation } from '@tanstack/react-router';
import { SettingsNav } from './settings-nav';

const OVERVIEW_PATH = '/settings';

/**
 * The frame of the settings pages: the list of settings pages beside the page. The overview at
 * /settings is itself that list, so it shows alone.
 */
export function SettingsLayout() {
  const pathname = useLocation({ select: (location) => location.pathname.replace(/\/$/, '') });
  if (pathname === OVERVIEW_PATH) return <Outlet />;
  return (
    <div className="grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-10">
      <SettingsNav className="min-w-0" />
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
