import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useRouteMeta } from '@/router/use-route-meta';

const APP_NAME = 'Tracklane';

/** "Title · Tracklane", or the app name alone for a route without a title. */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} · ${APP_NAME}` : APP_NAME;
}

/** Names the browser tab after the current route's title, in the active language. */
export function useDocumentTitle() {
  const { i18n } = useLingui();
  const { title } = useRouteMeta();
  const text = documentTitle(title ? i18n._(title) : undefined);
  useEffect(() => {
    document.title = text;
  }, [text]);
}
