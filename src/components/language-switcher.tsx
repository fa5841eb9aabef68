import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { withEveryMessage } from '@/i18n/activate-locale';
import { languageService } from '@/i18n/language';
import type { LanguageService } from '@/i18n/language-service';
import { useLanguage } from '@/i18n/use-language';
import type { LanguageMenu, MenuOpening } from './language-menu';
import { LanguageTrigger } from './language-trigger';

type LanguageSwitcherProps = { service?: LanguageService; className?: string };

const loadMenu = () => withEveryMessage(import('./language-menu'));

/**
 * The language menu of the app bars. Until the user reaches for it, it is only its trigger: the menu
 * machinery (Radix menus, floating positioning, focus trapping) starts loading when the pointer or the
 * focus reaches the trigger and takes its place, open, when the trigger is used. The sign-in screens load
 * none of it on their first visit.
 */
export function LanguageSwitcher({ service = languageService, className }: LanguageSwitcherProps) {
  const { locale, switching } = useLanguage(service);
  const [menu, setMenu] = useState<{ Menu: typeof LanguageMenu; opening: MenuOpening } | null>(null);

  if (menu) return <menu.Menu service={service} className={className} opening={menu.opening} />;

  const open = (opening: MenuOpening) => {
    if (switching) return;
    void loadMenu().then(({ LanguageMenu }) => setMenu({ Menu: LanguageMenu, opening }));
  };
  return (
    <LanguageTrigger
      locale={locale}
      switching={switching}
      className={className}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      // A click from Enter or Space has no pointer behind it (detail 0): the keyboard opened the menu.
      onClick={(event: MouseEvent) => open(event.detail === 0 ? 'keyboard' : 'pointer')}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        open('keyboard');
      }}
    />
  );
}
