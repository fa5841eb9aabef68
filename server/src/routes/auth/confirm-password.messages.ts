import type { Message } from '../../lib/message.ts';

/** What the operations that ask for the password again say, in every language. */
export const confirmPasswordMessages = {
  wrongPassword: {
    en: 'The password is incorrect',
    pl: 'Hasło jest nieprawidłowe',
    es: 'La contraseña no es correcta',
    de: 'Das Passwort ist falsch',
    fr: 'Le mot de passe est incorrect',
  },
  noPassword: {
    en: 'Your account has no password yet. Set one with “Forgot password” first',
    pl: 'Twoje konto nie ma jeszcze hasła. Najpierw ustaw je przez „Nie pamiętam hasła”',
    es: 'Tu cuenta aún no tiene contraseña. Crea una primero con «¿Olvidaste tu contraseña?»',
    de: 'Ihr Konto hat noch kein Passwort. Legen Sie zuerst eines über „Passwort vergessen“ fest',
    fr: 'Votre compte n’a pas encore de mot de passe. Définissez-en un via « Mot de passe oublié »',
  },
} satisfies Record<string, Message>;
