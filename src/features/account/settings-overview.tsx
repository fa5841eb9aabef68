import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { PageHeader } from '@/components/page/page-header';
import { SETTINGS_PAGES } from './settings-pages';

/** /settings: every settings page with a line on what it holds, as a grid of links. */
export function SettingsOverview() {
  const { i18n } = useLingui();
  return (
    <main className="grid content-start gap-6">
      <PageHeader />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {SETTINGS_PAGES.map(({ to, title, summary, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full items-start gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-colors hover:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon aria-hidden className="size-5" />
              </span>
              <span className="grid min-w-0 flex-1 gap-1">
                <span className="font-semibold">{i18n._(title)}</span>
                <span className="text-sm text-muted-foreground">{i18n._(summary)}</span>
              </span>
              <ChevronRight
                aria-hidden
                className="mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
              />
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
