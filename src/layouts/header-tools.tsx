import { LanguageSwitcher } from '@/components/language-switcher';
import { ThemeSwitch } from '@/components/theme-switch';
import { cn } from '@/lib/cn';

/** The language and theme controls every layout's header carries. */
export function HeaderTools({ className }: { className?: string }) {
  return (
    <div data-slot="header-tools" className={cn('flex items-center gap-2', className)}>
      <LanguageSwitcher />
      <ThemeSwitch />
    </div>
  );
}
