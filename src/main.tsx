import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { apiEvents } from '@/api/api';
import { readRuntimeConfig } from '@/api/runtime-config';
import { settingsQueries } from '@/api/queries/settings';
import { connectApiEvents } from '@/app/api-event-reactions';
import { followSessionEnd } from '@/app/follow-session';
import { startApp } from '@/app/start-app';
import { accessToken } from '@/auth/access-token';
import { SessionProvider } from '@/auth/session/session-context';
import { isSignedIn } from '@/auth/session/session-machine';
import { createSessionStore } from '@/auth/session/session-store';
import { readStoredSession } from '@/auth/session/token-storage';
import { AppErrorBoundary } from '@/components/errors/app-error-boundary';
import { languageService } from '@/i18n/language';
import { followSystemTheme } from '@/lib/theme';
import { createQueryClient } from '@/app/query-client';
import { loadPageCode, preloadPage } from '@/app/preload-page';
import { readAgainInLanguage } from '@/app/read-again-in-language';
import { createAppRouter, type AppRouter } from '@/app/router';
import { saveLanguageChoices } from '@/app/save-language-choice';
import '@/styles/app.css';

const queryClient = createQueryClient();
// The page's one session; routes get it through the router's context, components through SessionProvider.
const session = createSessionStore({
  queryClient,
  sessionTimeoutSeconds: readRuntimeConfig().sessionTimeoutSeconds,
  setAccessToken: accessToken.set,
});
// The app's router, made now so that a signed-in visit's page starts downloading its code at once, while the
// session is verified and the language loads; the start's registerRouter step registers it (its reactions,
// the preload of the page's messages and data), and the app mounts it. A guest's visit ends on the sign-in
// screen, which comes with the entry, whatever page it asked for.
const router = createAppRouter({ queryClient, session });
const signedInVisit = readStoredSession(Date.now()) !== null;
if (signedInVisit) loadPageCode(router);
let registered: AppRouter | undefined;

// The guest screens read the public site settings (demo accounts, sign-in providers, upload limit);
// asked for now, they arrive while the language loads instead of after it.
queryClient.query(settingsQueries.site()).catch(() => undefined);

// The start sequence of spec section 4 (the API client configured itself on import; here it gets its
// reactions), with the retries and the 'Application Error' fallback of startApp. Not awaited: this module
// ends up in the shell chunk, which the chunks loaded during the start (a language's messages) import
// from, and a module still waiting at its top level would keep them waiting for ever.
void startApp(
  {
    configureApi: () => {
      connectApiEvents(apiEvents, {
        isSignedIn: () => isSignedIn(session.getSnapshot().state),
        // The token is dead already: no logout call, which would only answer 401 again.
        signOut: () => session.signOut('verify_failed'),
        navigateToLogin: (reason) => registered?.navigate({ href: `/auth/login?reason=${reason}` }),
      });
      // The route guard's first step, restoring the stored session (verify-token), started now: it runs
      // while the language loads instead of after it; the guard then waits for this same restore.
      void session.initialise();
    },
    initLanguage: async () => {
      await languageService.initialise();
      languageService.followOtherTabs();
      session.onSignIn((user) => void languageService.applyUserPreference(user.language));
      saveLanguageChoices(languageService, session, queryClient);
      readAgainInLanguage(languageService, queryClient);
    },
    registerRouter: () => {
      registered = router;
      if (signedInVisit) preloadPage(router);
      // A session that ends (time-out, another tab, a failed refresh) runs the guards again.
      followSessionEnd(session, () => void router.invalidate());
    },
    // public/theme-init.js painted the remembered theme; from here on, follow the system when it is `system`.
    initTheme: followSystemTheme,
  },
  () => {
    if (!registered) throw new Error('the router was not registered');
    return (
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <AppErrorBoundary>
            <QueryClientProvider client={queryClient}>
              <SessionProvider store={session}>
                <RouterProvider router={registered} />
              </SessionProvider>
            </QueryClientProvider>
          </AppErrorBoundary>
        </I18nProvider>
      </StrictMode>
    );
  },
);
