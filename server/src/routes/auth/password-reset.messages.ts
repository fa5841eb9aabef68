import type { Message } from '../../lib/message.ts';

/** What the password-reset operations say, in every language. */
export const passwordResetMessages = {
  sent: {
    en: 'If an account uses this address, a password reset link is on its way to it',
    pl: 'Jeśli istnieje konto z tym adresem, wysłaliśmy na niego link do zresetowania hasła',
    es: 'Si hay una cuenta con esta dirección, le hemos enviado un enlace para restablecer la contraseña',
    de: 'Falls ein Konto diese Adresse nutzt, ist ein Link zum Zurücksetzen des Passworts dorthin unterwegs',
    fr: 'Si un compte utilise cette adresse, un lien de réinitialisation du mot de passe vient d’y être envoyé',
  },
  invalidToken: {
    en: 'This password reset link is invalid, already used or expired. Request a new one',
    pl: 'Ten link do resetowania hasła jest nieprawidłowy, został już użyty lub wygasł. Poproś o nowy',
    es: 'Este enlace para restablecer la contraseña no es válido, ya se ha usado o ha caducado. Solicita uno nuevo',
    de: 'Dieser Link zum Zurücksetzen des Passworts ist ungültig, bereits benutzt oder abgelaufen. Fordern Sie einen neuen an',
    fr: 'Ce lien de réinitialisation est invalide, déjà utilisé ou expiré. Demandez-en un nouveau',
  },
  passwordReset: {
    en: 'Your password has been reset. Sign in with your new password',
    pl: 'Hasło zostało zresetowane. Zaloguj się nowym hasłem',
    es: 'Tu contraseña se ha restablecido. Inicia sesión con la nueva contraseña',
    de: 'Ihr Passwort wurde zurückgesetzt. Melden Sie sich mit dem neuen Passwort an',
    fr: 'Votre mot de passe a été réinitialisé. Connectez-vous avec le nouveau mot de passe',
  },
} satisfies Record<string, Message>;
