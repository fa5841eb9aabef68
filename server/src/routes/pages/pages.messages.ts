import type { Message } from '../../lib/message.ts';

/** What the page operations say, in every language. */
export const pagesMessages = {
  found: {
    en: 'Page found',
    pl: 'Znaleziono stronę',
    es: 'Página encontrada',
    de: 'Seite gefunden',
    fr: 'Page trouvée',
  },
  notFound: {
    en: 'This page does not exist',
    pl: 'Ta strona nie istnieje',
    es: 'Esta página no existe',
    de: 'Diese Seite existiert nicht',
    fr: 'Cette page n’existe pas',
  },
} satisfies Record<string, Message>;
