import type { Message } from '../../lib/message.ts';

/** What the auth operations say, in every language. */
export const authMessages = {
  signedIn: {
    en: 'Signed in',
    pl: 'Zalogowano',
    es: 'Sesión iniciada',
    de: 'Angemeldet',
    fr: 'Connecté',
  },
  twoFactorRequired: {
    en: 'Enter the code from your authenticator app',
    pl: 'Wpisz kod z aplikacji uwierzytelniającej',
    es: 'Introduce el código de tu aplicación de autenticación',
    de: 'Geben Sie den Code aus Ihrer Authenticator-App ein',
    fr: 'Saisissez le code de votre application d’authentification',
  },
  invalidCredentials: {
    en: 'These credentials do not match our records',
    pl: 'Nieprawidłowy e-mail lub hasło',
    es: 'Estas credenciales no coinciden con nuestros registros',
    de: 'Diese Zugangsdaten stimmen nicht mit unseren Daten überein',
    fr: 'Ces identifiants ne correspondent à aucun compte',
  },
  accountSuspended: {
    en: 'Your account is suspended. Contact support',
    pl: 'Twoje konto jest zawieszone. Skontaktuj się z pomocą techniczną',
    es: 'Tu cuenta está suspendida. Contacta con soporte',
    de: 'Ihr Konto ist gesperrt. Wenden Sie sich an den Support',
    fr: 'Votre compte est suspendu. Contactez le support',
  },
} satisfies Record<string, Message>;
