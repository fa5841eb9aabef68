import { useEffect } from 'react';

const APP_NAME = 'Tracklane';

/** "Title · Tracklane", or the app name alone without a title. */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} · ${APP_NAME}` : APP_NAME;
}

/** Names the browser tab "`title` · Tracklane" while the calling component is shown. */
export function useDocumentTitleText(title: string | undefined) {
  const text = documentTitle(title);
  useEffect(() => {
    document.title = text;
  }, [text]);
}
