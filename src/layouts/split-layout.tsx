import { Trans, useLingui } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import { Brand } from '@/components/brand';
import { HeaderTools } from './header-tools';
import { LegalLinks } from './legal-links';
import { useDocumentTitle } from './use-document-title';

/** A form beside the brand panel; below `lg` the panel gives way and the form takes the screen. */
export function SplitLayout() {
  const { t } = useLingui();
  useDocumentTitle();
  return (
    <div data-layout="split" className="grid min-h-dvh lg:grid-cols-2">
      <aside
        aria-label={t`About Tracklane`}
        className="hidden flex-col justify-end gap-4 bg-primary p-10 text-primary-foreground lg:flex"
      >
        <p className="text-3xl font-semibold tracking-tight">Tracklane</p>
        <p className="max-w-md text-lg">
          <Trans>Track conversions from your own subdomain.</Trans>
        </p>
      </aside>
      <div className="flex flex-col">
        <header className="flex flex-wrap items-center justify-between gap-3 p-4 sm:px-6">
          <Brand className="lg:invisible" />
          <HeaderTools />
        </header>
        <div className="flex flex-1 items-center justify-center px-4 pb-10 sm:px-6">
          <div className="w-full max-w-md">
            <Outlet />
          </div>
        </div>
        <LegalLinks className="px-4 pb-6" />
      </div>
    </div>
  );
}
