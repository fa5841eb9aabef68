import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { LanguageService } from '@/i18n/language-service';
import { isLocale, LOCALE_NATIVE_NAMES } from '@/i18n/locales';
import { useLanguage } from '@/i18n/use-language';
import { useOfferedLanguages } from '@/i18n/use-offered-languages';
import { notify } from '@/lib/notify';
import { LanguageTrigger } from './language-trigger';

/** How the user opened the menu that loaded: from the keyboard the first language gets the focus. */
export type MenuOpening = 'keyboard' | 'pointer';

type LanguageMenuProps = { service: LanguageService; className?: string; opening: MenuOpening };

/**
 * The language menu itself, each language under its own name; it mounts opening, since it loads when the
 * user opens it. While a language loads the trigger is marked disabled and busy and does not open; it
 * stays focusable so keyboard focus is not lost when the menu closes onto it.
 */
export function LanguageMenu({ service, className, opening }: LanguageMenuProps) {
  const { t } = useLingui();
  const { locale, switching } = useLanguage(service);
  const languages = useOfferedLanguages(service);
  const [open, setOpen] = useState(opening === 'pointer');
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (opening !== 'keyboard') return;
    // Radix opens a menu from the keyboard with the first language focused; replaying the key the user
    // pressed on the stand-in trigger lets it do exactly that.
    trigger.current?.focus();
    trigger.current?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
  }, [opening]);

  const choose = (code: string) => {
    // Closed here, not by Radix: once the switch starts the menu is already held shut, so Radix reports
    // no close of its own and the menu would reopen when the language has loaded.
    setOpen(false);
    service.switchTo(code).catch(() => {
      notify.error(t`The language could not be loaded. Please try again.`);
    });
  };

  return (
    <DropdownMenu open={open && !switching} onOpenChange={(next) => setOpen(next && !switching)}>
      <DropdownMenuTrigger asChild>
        <LanguageTrigger ref={trigger} locale={locale} switching={switching} className={className} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <Trans>Language</Trans>
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup value={locale} onValueChange={choose}>
          {languages.map(({ code }) =>
            isLocale(code) ? (
              <DropdownMenuRadioItem key={code} value={code} lang={code} disabled={switching}>
                {LOCALE_NATIVE_NAMES[code]}
              </DropdownMenuRadioItem>
            ) : null,
          )}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
