import type { Message } from '../../lib/message.ts';

/** What the two-factor operations say, in every language. */
export const twoFactorMessages = {
  setupStarted: {
    en: 'Scan the QR code with your authenticator app, then enter the code it shows',
    pl: 'Zeskanuj kod QR w aplikacji uwierzytelniającej, a potem wpisz pokazany kod',
    es: 'Escanea el código QR con tu aplicación de autenticación y escribe el código que muestra',
    de: 'Scannen Sie den QR-Code mit Ihrer Authenticator-App und geben Sie den angezeigten Code ein',
    fr: 'Scannez le code QR avec votre application d’authentification, puis saisissez le code affiché',
  },
  alreadyEnabled: {
    en: 'Two-factor authentication is already on. Turn it off first',
    pl: 'Uwierzytelnianie dwuskładnikowe jest już włączone. Najpierw je wyłącz',
    es: 'La verificación en dos pasos ya está activada. Desactívala primero',
    de: 'Die Zwei-Faktor-Authentifizierung ist bereits aktiviert. Deaktivieren Sie sie zuerst',
    fr: 'L’authentification à deux facteurs est déjà activée. Désactivez-la d’abord',
  },
  noPendingSetup: {
    en: 'Start the two-factor setup first',
    pl: 'Najpierw rozpocznij konfigurację uwierzytelniania dwuskładnikowego',
    es: 'Primero inicia la configuración de la verificación en dos pasos',
    de: 'Starten Sie zuerst die Einrichtung der Zwei-Faktor-Authentifizierung',
    fr: 'Commencez d’abord la configuration de l’authentification à deux facteurs',
  },
  notEnabled: {
    en: 'Two-factor authentication is not on',
    pl: 'Uwierzytelnianie dwuskładnikowe nie jest włączone',
    es: 'La verificación en dos pasos no está activada',
    de: 'Die Zwei-Faktor-Authentifizierung ist nicht aktiviert',
    fr: 'L’authentification à deux facteurs n’est pas activée',
  },
  invalidCode: {
    en: 'The code is not valid',
    pl: 'Kod jest nieprawidłowy',
    es: 'El código no es válido',
    de: 'Der Code ist ungültig',
    fr: 'Le code n’est pas valide',
  },
  challengeInvalid: {
    en: 'This sign-in attempt has expired. Sign in again',
    pl: 'Ta próba logowania wygasła. Zaloguj się ponownie',
    es: 'Este intento de inicio de sesión ha caducado. Vuelve a iniciar sesión',
    de: 'Dieser Anmeldeversuch ist abgelaufen. Melden Sie sich erneut an',
    fr: 'Cette tentative de connexion a expiré. Reconnectez-vous',
  },
  enabled: {
    en: 'Two-factor authentication is on. Keep your recovery codes in a safe place',
    pl: 'Uwierzytelnianie dwuskładnikowe jest włączone. Przechowuj kody odzyskiwania w bezpiecznym miejscu',
    es: 'La verificación en dos pasos está activada. Guarda tus códigos de recuperación en un lugar seguro',
    de: 'Die Zwei-Faktor-Authentifizierung ist aktiviert. Bewahren Sie Ihre Wiederherstellungscodes sicher auf',
    fr: 'L’authentification à deux facteurs est activée. Conservez vos codes de récupération en lieu sûr',
  },
  disabled: {
    en: 'Two-factor authentication is off',
    pl: 'Uwierzytelnianie dwuskładnikowe jest wyłączone',
    es: 'La verificación en dos pasos está desactivada',
    de: 'Die Zwei-Faktor-Authentifizierung ist deaktiviert',
    fr: 'L’authentification à deux facteurs est désactivée',
  },
  codesRegenerated: {
    en: 'New recovery codes are ready. The old ones no longer work',
    pl: 'Nowe kody odzyskiwania są gotowe. Poprzednie już nie działają',
    es: 'Los nuevos códigos de recuperación están listos. Los anteriores ya no funcionan',
    de: 'Neue Wiederherstellungscodes sind bereit. Die alten funktionieren nicht mehr',
    fr: 'Les nouveaux codes de récupération sont prêts. Les anciens ne fonctionnent plus',
  },
  status: {
    en: 'Two-factor status',
    pl: 'Stan uwierzytelniania dwuskładnikowego',
    es: 'Estado de la verificación en dos pasos',
    de: 'Status der Zwei-Faktor-Authentifizierung',
    fr: 'État de l’authentification à deux facteurs',
  },
} satisfies Record<string, Message>;
