import { Outlet } from '@tanstack/react-router';
import { Brand } from '@/components/brand';
import { HeaderTools } from './header-tools';
import { LegalLinks } from './legal-links';
import { useDocumentTitle } from './use-document-title';

/**
 * Sign-in screens: one centred card with the logo, the language and theme switches, and the form; the
 * legal pages' links under it.
 */
export function AuthCardLayout() {
  useDocumentTitle();
  return (
    <div
      data-layout="auth-card"
      className="grid min-h-dvh content-center justify-items-center gap-4 bg-muted/40 p-4"
    >
      <div className="w-full max-w-md rounded-xl border bg-card text-card-foreground shadow-sm">
        <header className="flex flex-wrap items-center justify-between gap-3 border-b px-6 py-4">
          <Brand />
          <HeaderTools />
        </header>
        <div className="p-6">
          <Outlet />
        </div>
      </div>
      <LegalLinks />
    </div>
  );
}
