import type { Wordings } from './compose.ts';

/** `user.welcome`: an account staff made for someone, with the way to sign in (never the password). */
export const USER_WELCOME: Wordings = {
  en: {
    name: 'Welcome to a new account',
    subject: 'Your {{ app_name }} account is ready',
    intro: [
      'An account on {{ app_name }} has been created for {{ email }}.',
      'Sign in with the password you were given, or ask for a sign-in link on the sign-in page.',
    ],
    action: 'Sign in',
    outro: ['If you did not expect this account, reply to this message and we will close it.'],
  },
  pl: {
    name: 'Powitanie na nowym koncie',
    subject: 'Twoje konto w {{ app_name }} jest gotowe',
    intro: [
      'Utworzyliśmy konto w {{ app_name }} dla adresu {{ email }}.',
      'Zaloguj się hasłem, które otrzymałeś, albo poproś o link do logowania na stronie logowania.',
    ],
    action: 'Zaloguj się',
    outro: ['Jeśli nie spodziewałeś się tego konta, odpowiedz na tę wiadomość, a je zamkniemy.'],
  },
  es: {
    name: 'Bienvenida a una cuenta nueva',
    subject: 'Tu cuenta de {{ app_name }} está lista',
    intro: [
      'Se ha creado una cuenta de {{ app_name }} para {{ email }}.',
      'Inicia sesión con la contraseña que te dieron o pide un enlace de inicio de sesión en la página de acceso.',
    ],
    action: 'Iniciar sesión',
    outro: ['Si no esperabas esta cuenta, responde a este mensaje y la cerraremos.'],
  },
  de: {
    name: 'Willkommen im neuen Konto',
    subject: 'Ihr Konto bei {{ app_name }} ist bereit',
    intro: [
      'Für {{ email }} wurde ein Konto bei {{ app_name }} angelegt.',
      'Melden Sie sich mit dem Passwort an, das Sie erhalten haben, oder fordern Sie auf der Anmeldeseite einen Anmeldelink an.',
    ],
    action: 'Anmelden',
    outro: [
      'Wenn Sie dieses Konto nicht erwartet haben, antworten Sie auf diese Nachricht, und wir schließen es.',
    ],
  },
  fr: {
    name: 'Bienvenue dans un nouveau compte',
    subject: 'Votre compte {{ app_name }} est prêt',
    intro: [
      'Un compte {{ app_name }} a été créé pour {{ email }}.',
      'Connectez-vous avec le mot de passe qui vous a été remis, ou demandez un lien de connexion sur la page de connexion.',
    ],
    action: 'Se connecter',
    outro: ['Si vous n’attendiez pas ce compte, répondez à ce message et nous le fermerons.'],
  },
};
