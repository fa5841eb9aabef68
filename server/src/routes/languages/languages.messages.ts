import type { Message } from '../../lib/message.ts';

/** What the language operations say, in every language. */
export const languagesMessages = {
  listed: {
    en: 'Languages',
    pl: 'Języki',
    es: 'Idiomas',
    de: 'Sprachen',
    fr: 'Langues',
  },
  activeListed: {
    en: 'Available languages',
    pl: 'Dostępne języki',
    es: 'Idiomas disponibles',
    de: 'Verfügbare Sprachen',
    fr: 'Langues disponibles',
  },
  found: {
    en: 'Language {name}',
    pl: 'Język {name}',
    es: 'Idioma {name}',
    de: 'Sprache {name}',
    fr: 'Langue {name}',
  },
  unknownLanguage: {
    en: 'This language is not available',
    pl: 'Ten język nie jest dostępny',
    es: 'Este idioma no está disponible',
    de: 'Diese Sprache ist nicht verfügbar',
    fr: 'Cette langue n’est pas disponible',
  },
  translations: {
    en: 'Translations of {name}',
    pl: 'Tłumaczenia: {name}',
    es: 'Traducciones: {name}',
    de: 'Übersetzungen: {name}',
    fr: 'Traductions : {name}',
  },
  detected: {
    en: 'Language detected',
    pl: 'Wykryto język',
    es: 'Idioma detectado',
    de: 'Sprache erkannt',
    fr: 'Langue détectée',
  },
} satisfies Record<string, Message>;
