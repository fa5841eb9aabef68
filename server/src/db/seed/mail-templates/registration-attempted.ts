import type { Wordings } from './compose.ts';

/**
 * `auth.registration_attempted`: someone tried to register with the address of an existing account
 * (the answer told them it is taken, so its owner hears of it); the button leads to signing in.
 */
export const REGISTRATION_ATTEMPTED: Wordings = {
  en: {
    name: 'Registration attempted with your address',
    subject: 'Someone tried to create a {{ app_name }} account with your email address',
    intro: [
      'Someone tried to create a new {{ app_name }} account with your email address, {{ email }}, from the IP address {{ ip_address }}. Your address already has an account, so no account was created and nothing about yours changed.',
    ],
    action: 'Sign in',
    outro: [
      'If it was you: you already have an account. Sign in with it; if you have forgotten your password, the sign-in page lets you reset it.',
      'If it was not you, there is nothing to do: nobody can use your address for another account. You receive at most one such mail an hour.',
    ],
  },
  pl: {
    name: 'Próba rejestracji z Twoim adresem',
    subject: 'Ktoś próbował założyć konto {{ app_name }} z Twoim adresem e-mail',
    intro: [
      'Ktoś próbował założyć nowe konto {{ app_name }} z Twoim adresem e-mail {{ email }}, z adresu IP {{ ip_address }}. Do tego adresu należy już konto, więc nowe nie powstało, a w Twoim nic się nie zmieniło.',
    ],
    action: 'Zaloguj się',
    outro: [
      'Jeśli to Ty: masz już konto. Zaloguj się na nie; jeśli nie pamiętasz hasła, na stronie logowania możesz je zresetować.',
      'Jeśli to nie Ty, nie musisz nic robić: nikt nie może użyć Twojego adresu do innego konta. Taką wiadomość wysyłamy najwyżej raz na godzinę.',
    ],
  },
  es: {
    name: 'Intento de registro con tu dirección',
    subject: 'Alguien intentó crear una cuenta de {{ app_name }} con tu dirección de correo',
    intro: [
      'Alguien intentó crear una cuenta nueva de {{ app_name }} con tu dirección de correo, {{ email }}, desde la dirección IP {{ ip_address }}. Tu dirección ya tiene una cuenta, así que no se creó ninguna y la tuya no ha cambiado.',
    ],
    action: 'Iniciar sesión',
    outro: [
      'Si fuiste tú: ya tienes una cuenta. Inicia sesión con ella; si olvidaste la contraseña, puedes restablecerla desde la página de inicio de sesión.',
      'Si no fuiste tú, no tienes que hacer nada: nadie puede usar tu dirección para otra cuenta. Recibes como máximo un correo así por hora.',
    ],
  },
  de: {
    name: 'Registrierungsversuch mit Ihrer Adresse',
    subject: 'Jemand hat versucht, mit Ihrer E-Mail-Adresse ein {{ app_name }}-Konto zu erstellen',
    intro: [
      'Jemand hat versucht, mit Ihrer E-Mail-Adresse {{ email }} ein neues {{ app_name }}-Konto zu erstellen, von der IP-Adresse {{ ip_address }} aus. Zu Ihrer Adresse gibt es bereits ein Konto; daher wurde kein neues erstellt, und an Ihrem Konto hat sich nichts geändert.',
    ],
    action: 'Anmelden',
    outro: [
      'Wenn Sie das waren: Sie haben bereits ein Konto. Melden Sie sich damit an; falls Sie Ihr Passwort vergessen haben, können Sie es auf der Anmeldeseite zurücksetzen.',
      'Wenn nicht, müssen Sie nichts tun: Niemand kann Ihre Adresse für ein anderes Konto verwenden. Sie erhalten höchstens eine solche E-Mail pro Stunde.',
    ],
  },
  fr: {
    name: 'Tentative d’inscription avec votre adresse',
    subject: 'Quelqu’un a tenté de créer un compte {{ app_name }} avec votre adresse e-mail',
    intro: [
      'Quelqu’un a tenté de créer un nouveau compte {{ app_name }} avec votre adresse e-mail, {{ email }}, depuis l’adresse IP {{ ip_address }}. Votre adresse a déjà un compte : aucun compte n’a donc été créé et rien n’a changé dans le vôtre.',
    ],
    action: 'Se connecter',
    outro: [
      'Si c’était vous : vous avez déjà un compte. Connectez-vous avec celui-ci ; si vous avez oublié votre mot de passe, la page de connexion permet de le réinitialiser.',
      'Sinon, vous n’avez rien à faire : personne ne peut utiliser votre adresse pour un autre compte. Vous recevez au plus un message de ce type par heure.',
    ],
  },
};
