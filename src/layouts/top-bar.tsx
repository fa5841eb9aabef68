import { Brand } from '@/components/brand';
import { HeaderTools } from './header-tools';

/** The slim header of the simple and public layouts: the logo, and the language and theme switches. */
export function TopBar() {
  return (
    <header className="flex flex-wrap items-center justify-between gap-3 border-b bg-card px-4 py-3 sm:px-6">
      <Brand />
      <HeaderTools />
    </header>
  );
}
