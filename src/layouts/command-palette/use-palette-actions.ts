import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { LOGIN_PATH } from '@/auth/guard/guard-paths';
import { languageService } from '@/i18n/language';
import { isLocale, LOCALE_NATIVE_NAMES } from '@/i18n/locales';
import { useLanguage } from '@/i18n/use-language';
import { useOfferedLanguages } from '@/i18n/use-offered-languages';
import { notify } from '@/lib/notify';
import { setTheme, type Theme } from '@/lib/theme';
import { useTheme } from '@/lib/use-theme';
import { useShellAccount } from '../shell-account';
import type { PaletteAction } from './palette-options';

const THEME_ACTIONS = [
  { theme: 'light', label: msg`Light theme` },
  { theme: 'dark', label: msg`Dark theme` },
  { theme: 'system', label: msg`System theme` },
] as const satisfies readonly { theme: Theme; label: unknown }[];

/**
 * The palette's actions: add a domain, send a test event, each theme and each language the user may pick
 * but the ones in use, and sign out. A language is switched as the header's language menu switches it
 * (languageService.switchTo, which the app saves to the signed-in user's profile), a theme through the
 * shared theme store, so the header's controls show the choice at once.
 */
export function usePaletteActions(): PaletteAction[] {
  const { t } = useLingui();
  const { signOut } = useShellAccount();
  const navigate = useNavigate();
  const theme = useTheme();
  const { locale } = useLanguage(languageService);
  const languages = useOfferedLanguages(languageService);
  const switchLanguage = (code: string) => {
    languageService.switchTo(code).catch(() => {
      notify.error(t`The language could not be loaded. Please try again.`);
    });
  };
  return [
    { key: 'add-domain', label: msg`Add domain`, href: '/domains/add' },
    { key: 'test-event', label: msg`Send a test event`, href: '/events/test' },
    ...THEME_ACTIONS.filter((action) => action.theme !== theme).map((action) => ({
      key: `theme-${action.theme}`,
      label: action.label,
      run: () => setTheme(action.theme),
    })),
    ...languages.flatMap(({ code }) => {
      if (!isLocale(code) || code === locale) return [];
      const name = LOCALE_NATIVE_NAMES[code];
      return [{ key: `language-${code}`, label: msg`Language: ${name}`, run: () => switchLanguage(code) }];
    }),
    // As the account menu signs out: the toast, then the sign-in page.
    {
      key: 'sign-out',
      label: msg`Sign out`,
      href: LOGIN_PATH,
      run: () => void signOut().then(() => navigate({ to: LOGIN_PATH })),
    },
  ];
}
