import type { Wordings } from './compose.ts';

/** `auth.verify_email`: the signed link that confirms the account's address. */
export const VERIFY_EMAIL: Wordings = {
  en: {
    name: 'Email address verification',
    subject: 'Confirm your email address for {{ app_name }}',
    intro: ['Please confirm that {{ email }} is your email address.'],
    action: 'Confirm email address',
    outro: [
      'The link works for {{ expires_minutes }} minutes.',
      'If you did not create an account, you can ignore this message.',
    ],
  },
  pl: {
    name: 'Potwierdzenie adresu e-mail',
    subject: 'Potwierdź swój adres e-mail w {{ app_name }}',
    intro: ['Potwierdź, że {{ email }} to Twój adres e-mail.'],
    action: 'Potwierdź adres e-mail',
    outro: [
      'Link jest ważny przez {{ expires_minutes }} minut.',
      'Jeśli to nie Ty zakładasz konto, zignoruj tę wiadomość.',
    ],
  },
  es: {
    name: 'Verificación de la dirección de correo',
    subject: 'Confirma tu dirección de correo en {{ app_name }}',
    intro: ['Confirma que {{ email }} es tu dirección de correo electrónico.'],
    action: 'Confirmar dirección de correo',
    outro: [
      'El enlace es válido durante {{ expires_minutes }} minutos.',
      'Si no has creado una cuenta, puedes ignorar este mensaje.',
    ],
  },
  de: {
    name: 'Bestätigung der E-Mail-Adresse',
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse für {{ app_name }}',
    intro: ['Bitte bestätigen Sie, dass {{ email }} Ihre E-Mail-Adresse ist.'],
    action: 'E-Mail-Adresse bestätigen',
    outro: [
      'Der Link ist {{ expires_minutes }} Minuten lang gültig.',
      'Wenn Sie kein Konto erstellt haben, können Sie diese Nachricht ignorieren.',
    ],
  },
  fr: {
    name: 'Vérification de l’adresse e-mail',
    subject: 'Confirmez votre adresse e-mail pour {{ app_name }}',
    intro: ['Veuillez confirmer que {{ email }} est bien votre adresse e-mail.'],
    action: 'Confirmer l’adresse e-mail',
    outro: [
      'Le lien est valable {{ expires_minutes }} minutes.',
      'Si vous n’avez pas créé de compte, vous pouvez ignorer ce message.',
    ],
  },
};
