import type { Message } from '../../lib/message.ts';

/** What the settings operations say, in every language. */
export const settingsMessages = {
  siteSettings: {
    en: 'Site settings',
    pl: 'Ustawienia serwisu',
    es: 'Ajustes del sitio',
    de: 'Website-Einstellungen',
    fr: 'Paramètres du site',
  },
} satisfies Record<string, Message>;
