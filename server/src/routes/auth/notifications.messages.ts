import type { Message } from '../../lib/message.ts';

/** What the notification operations say, in every language. */
export const notificationsMessages = {
  listed: {
    en: 'Your notifications',
    pl: 'Twoje powiadomienia',
    es: 'Tus notificaciones',
    de: 'Ihre Benachrichtigungen',
    fr: 'Vos notifications',
  },
  markedRead: {
    en: 'Notifications marked as read',
    pl: 'Powiadomienia oznaczono jako przeczytane',
    es: 'Notificaciones marcadas como leídas',
    de: 'Benachrichtigungen als gelesen markiert',
    fr: 'Notifications marquées comme lues',
  },
  cleared: {
    en: 'All notifications deleted',
    pl: 'Usunięto wszystkie powiadomienia',
    es: 'Se han eliminado todas las notificaciones',
    de: 'Alle Benachrichtigungen gelöscht',
    fr: 'Toutes les notifications ont été supprimées',
  },
} satisfies Record<string, Message>;
