import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { cn } from '@/lib/cn';
import { SETTINGS_PAGES } from './settings-pages';

/**
 * The list of settings pages beside each of them: a column from `lg` up, whose long names (Polish's
 * "Uwierzytelnianie dwuskładnikowe") wrap inside their box; rows of whole names on smaller screens, where
 * a row that scrolled sideways would cut a name at the screen's edge. The current page is marked with
 * `aria-current`.
 */
export function SettingsNav({ className }: { className?: string }) {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Settings`} data-slot="settings-nav" className={className}>
      <ul className="flex flex-wrap gap-1 lg:flex-col">
        {SETTINGS_PAGES.map(({ to, title, icon: Icon }) => (
          <li key={to} className="min-w-0">
            <Link
              to={to}
              activeOptions={{ exact: true }}
              className={cn(
                'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors',
                'hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                'aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground',
              )}
            >
              <Icon aria-hidden className="size-4 shrink-0" />
              {i18n._(title)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
