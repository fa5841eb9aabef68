import type { Message } from '../../lib/message.ts';

/** What the session operations say, in every language. */
export const sessionsMessages = {
  listed: {
    en: 'Your signed-in devices',
    pl: 'Twoje zalogowane urządzenia',
    es: 'Tus dispositivos con sesión iniciada',
    de: 'Ihre angemeldeten Geräte',
    fr: 'Vos appareils connectés',
  },
  unknown: {
    en: 'Unknown',
    pl: 'Nieznane',
    es: 'Desconocido',
    de: 'Unbekannt',
    fr: 'Inconnu',
  },
  notFound: {
    en: 'This session does not exist or has already ended',
    pl: 'Ta sesja nie istnieje lub została już zakończona',
    es: 'Esta sesión no existe o ya ha terminado',
    de: 'Diese Sitzung existiert nicht oder ist bereits beendet',
    fr: 'Cette session n’existe pas ou est déjà terminée',
  },
  revoked: {
    en: 'The session is signed out',
    pl: 'Sesja została wylogowana',
    es: 'Se ha cerrado la sesión',
    de: 'Die Sitzung wurde abgemeldet',
    fr: 'La session a été déconnectée',
  },
  othersTerminated: {
    en: 'Every other session is signed out',
    pl: 'Wszystkie pozostałe sesje zostały wylogowane',
    es: 'Se han cerrado todas las demás sesiones',
    de: 'Alle anderen Sitzungen wurden abgemeldet',
    fr: 'Toutes les autres sessions ont été déconnectées',
  },
} satisfies Record<string, Message>;
