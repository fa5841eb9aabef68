import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { documentTitle } from '@/lib/document-title';
import { useRouteMeta } from '@/router/use-route-meta';

/**
 * Names the browser tab after the current route's title, in the active language. A route without a
 * title of its own (a page whose title is its data's) leaves the name to its screen, whose effect runs
 * before this one.
 */
export function useDocumentTitle() {
  const { i18n } = useLingui();
  const { title } = useRouteMeta();
  const text = title ? documentTitle(i18n._(title)) : null;
  useEffect(() => {
    if (text !== null) document.title = text;
  }, [text]);
}
