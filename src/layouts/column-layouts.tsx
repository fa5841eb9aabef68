import { Outlet } from '@tanstack/react-router';
import { cn } from '@/lib/cn';
import { TopBar } from '@/layouts/top-bar';
import { useDocumentTitle } from '@/layouts/use-document-title';

function ColumnLayout({ layout, width }: { layout: 'simple' | 'public'; width: string }) {
  useDocumentTitle();
  return (
    <div data-layout={layout} className="flex min-h-dvh flex-col">
      <TopBar />
      <div className="flex-1 px-4 py-10 sm:px-6">
        <div className={cn('mx-auto w-full', width)}>
          <Outlet />
        </div>
      </div>
    </div>
  );
}

/** One column under a slim header, for screens that confirm or report something (a verified email…). */
export function SimpleLayout() {
  return <ColumnLayout layout="simple" width="max-w-2xl" />;
}

/** Public static pages (/p/{slug}): a wider reading column under the same header. */
export function PublicLayout() {
  return <ColumnLayout layout="public" width="max-w-3xl" />;
}
