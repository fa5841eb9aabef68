import type { QueryClient } from '@tanstack/react-query';
import { updateProfile, userKeys, type Profile } from '@/api/queries/user';
import { isSignedIn } from '@/auth/session/session-machine';
import type { SessionStore } from '@/auth/session/session-store';
import type { LanguageService } from '@/i18n/language-service';

/**
 * Keeps the signed-in user's language where they picked it last: a language chosen in the header is
 * saved to their profile (PUT /user/profile), so it follows them to another browser, where the session
 * applies it at sign-in. A save that fails leaves the choice in this browser only. Answers the function
 * that stops.
 */
export function saveLanguageChoices(
  language: Pick<LanguageService, 'onChoice'>,
  session: Pick<SessionStore, 'getSnapshot'>,
  queryClient: QueryClient,
): () => void {
  return language.onChoice((locale) => {
    const user = queryClient.getQueryData<Profile>(userKeys.profile());
    if (!isSignedIn(session.getSnapshot().state) || !user || user.language === locale) return;
    updateProfile({ name: user.name, language: locale }).then(
      (saved) => queryClient.setQueryData(userKeys.profile(), saved),
      () => undefined,
    );
  });
}
