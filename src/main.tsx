import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { activateLocale } from '@/i18n/activate-locale';
import { DEFAULT_LOCALE } from '@/i18n/locales';
import { followSystemTheme } from '@/lib/theme';
import { createAppRouter } from '@/router';
import '@/styles/app.css';

// Start-up order of spec section 4: the API client is configured on import (src/api/api.ts), then the
// language, then the router, then the app mounts.
await activateLocale(DEFAULT_LOCALE);
// public/theme-init.js painted the remembered theme; from here on, follow the system when it is `system`.
followSystemTheme();
const queryClient = new QueryClient();
const router = createAppRouter(queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>
  </StrictMode>,
);
