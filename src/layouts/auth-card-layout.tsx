import { Outlet } from '@tanstack/react-router';
import { Brand } from '@/components/brand';
import { HeaderTools } from './header-tools';
import { LegalLinks } from './legal-links';
import { useDocumentTitle } from './use-document-title';

/**
 * Sign-in screens: one centred card with the logo, the language and theme switches, and the form; the
 * legal pages' links under it. On a phone the card takes the screen's width, edge to edge.
 */
export function AuthCardLayout() {
  useDocumentTitle();
  return (
    <div
      data-layout="auth-card"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-muted/40 pb-4 sm:p-4"
    >
      <div className="w-full max-w-md bg-card text-card-foreground sm:rounded-xl sm:border sm:shadow-sm">
        <header className="flex flex-wrap items-center justify-between gap-3 border-b px-4 py-4 sm:px-6">
          <Brand />
          <HeaderTools />
        </header>
        <div className="p-4 sm:p-6">
          <Outlet />
        </div>
      </div>
      <LegalLinks />
    </div>
  );
}
