import type { QueryClient } from '@tanstack/react-query';
import type { LanguageService } from '@/i18n/language-service';

/**
 * Keeps what the server words in the request's language (delivery errors, plan names, the activity log)
 * in the language on screen: when the active language changes (the user's pick, another tab's, the
 * signed-in user's preference), every query is marked stale and those on screen are read again, with the
 * new Accept-Language. Answers the function that stops.
 */
export function readAgainInLanguage(
  language: Pick<LanguageService, 'getSnapshot' | 'subscribe'>,
  queryClient: QueryClient,
): () => void {
  let shown = language.getSnapshot().locale;
  return language.subscribe(() => {
    const { locale } = language.getSnapshot();
    if (locale === shown) return;
    shown = locale;
    void queryClient.invalidateQueries();
  });
}
