import { Trans, useLingui } from '@lingui/react/macro';
import { Languages } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { languageService } from '@/i18n/language';
import type { LanguageService } from '@/i18n/language-service';
import { isLocale, LOCALE_NATIVE_NAMES } from '@/i18n/locales';
import { useLanguage } from '@/i18n/use-language';
import { useOfferedLanguages } from '@/i18n/use-offered-languages';
import { notify } from '@/lib/notify';

/**
 * The language menu of the app bars: each language under its own name. While a language loads the
 * trigger is marked disabled and busy and does not open; it stays focusable so keyboard focus is not lost
 * when the menu closes onto it.
 */
export function LanguageSwitcher({
  service = languageService,
  className,
}: {
  service?: LanguageService;
  className?: string;
}) {
  const { t } = useLingui();
  const { locale, switching } = useLanguage(service);
  const languages = useOfferedLanguages(service);
  const [open, setOpen] = useState(false);
  const current = LOCALE_NATIVE_NAMES[locale];

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
        <Button
          variant="ghost"
          size="sm"
          className={className}
          aria-label={t`Language: ${current}`}
          aria-disabled={switching || undefined}
          aria-busy={switching || undefined}
        >
          <Languages aria-hidden="true" />
          <span>{current}</span>
        </Button>
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
