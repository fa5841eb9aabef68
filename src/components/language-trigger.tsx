import { useLingui } from '@lingui/react/macro';
import { Languages } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { LOCALE_NATIVE_NAMES, type Locale } from '@/i18n/locales';

type LanguageTriggerProps = ComponentProps<typeof Button> & {
  locale: Locale;
  /** While a language loads the trigger is disabled and busy, yet stays focusable. */
  switching: boolean;
};

/** The button that opens the language menu: the active language under its own name (its code on a phone). */
export function LanguageTrigger({ locale, switching, ...props }: LanguageTriggerProps) {
  const { t } = useLingui();
  const current = LOCALE_NATIVE_NAMES[locale];
  const code = locale.toUpperCase();
  return (
    <Button
      variant="ghost"
      size="sm"
      // Both words a person sees (the code on a phone, the name on a wider screen) are in the name, so
      // a voice command naming either reaches the button (WCAG 2.5.3, Label in Name). Not in parentheses:
      // checkers (axe) read a parenthesis as an aside, not part of the name.
      aria-label={t`Language: ${current}, ${code}`}
      aria-disabled={switching || undefined}
      aria-busy={switching || undefined}
      {...props}
    >
      <Languages aria-hidden="true" />
      {/* A phone's header has room for the language's code only. */}
      <span className="sm:hidden">{code}</span>
      <span className="hidden sm:inline">{current}</span>
    </Button>
  );
}
