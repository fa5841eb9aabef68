import type { Wordings } from './compose.ts';

/** `auth.magic_link`: a single-use sign-in link. */
export const MAGIC_LINK: Wordings = {
  en: {
    name: 'Sign-in link',
    subject: 'Your sign-in link for {{ app_name }}',
    intro: ['Use the button below to sign in to {{ app_name }}. No password needed.'],
    action: 'Sign in',
    outro: [
      'The link works once, for {{ expires_minutes }} minutes.',
      'If you did not ask for it, you can ignore this message: nobody can sign in without the link.',
    ],
  },
  pl: {
    name: 'Link logowania',
    subject: 'Twój link do logowania w {{ app_name }}',
    intro: ['Użyj poniższego przycisku, aby zalogować się do {{ app_name }}. Hasło nie jest potrzebne.'],
    action: 'Zaloguj się',
    outro: [
      'Link działa jednorazowo przez {{ expires_minutes }} minut.',
      'Jeśli prośba nie pochodzi od Ciebie, zignoruj tę wiadomość: bez tego linku nikt się nie zaloguje.',
    ],
  },
  es: {
    name: 'Enlace de inicio de sesión',
    subject: 'Tu enlace para iniciar sesión en {{ app_name }}',
    intro: ['Usa el botón de abajo para iniciar sesión en {{ app_name }}. No necesitas contraseña.'],
    action: 'Iniciar sesión',
    outro: [
      'El enlace sirve una sola vez y durante {{ expires_minutes }} minutos.',
      'Si no lo has pedido, puedes ignorar este mensaje: nadie puede iniciar sesión sin el enlace.',
    ],
  },
  de: {
    name: 'Anmeldelink',
    subject: 'Ihr Anmeldelink für {{ app_name }}',
    intro: [
      'Melden Sie sich über die Schaltfläche unten bei {{ app_name }} an. Ein Passwort ist nicht nötig.',
    ],
    action: 'Anmelden',
    outro: [
      'Der Link funktioniert einmal und ist {{ expires_minutes }} Minuten lang gültig.',
      'Wenn Sie ihn nicht angefordert haben, können Sie diese Nachricht ignorieren: Ohne den Link kann sich niemand anmelden.',
    ],
  },
  fr: {
    name: 'Lien de connexion',
    subject: 'Votre lien de connexion à {{ app_name }}',
    intro: [
      'Utilisez le bouton ci-dessous pour vous connecter à {{ app_name }}. Aucun mot de passe n’est nécessaire.',
    ],
    action: 'Se connecter',
    outro: [
      'Le lien ne fonctionne qu’une fois, pendant {{ expires_minutes }} minutes.',
      'Si vous ne l’avez pas demandé, vous pouvez ignorer ce message : personne ne peut se connecter sans ce lien.',
    ],
  },
};
