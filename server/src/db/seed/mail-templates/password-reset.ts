import type { Wordings } from './compose.ts';

/** `auth.password_reset`: the single-use link to choose a new password. */
export const PASSWORD_RESET: Wordings = {
  en: {
    name: 'Password reset',
    subject: 'Reset your {{ app_name }} password',
    intro: ['Someone asked to reset the password of the {{ app_name }} account for {{ email }}.'],
    action: 'Choose a new password',
    outro: [
      'The link works once, for {{ expires_minutes }} minutes. Resetting the password signs you out on every device.',
      'If you did not ask for this, you can ignore this message: your password stays as it is.',
    ],
  },
  pl: {
    name: 'Resetowanie hasła',
    subject: 'Zresetuj hasło w {{ app_name }}',
    intro: ['Otrzymaliśmy prośbę o zresetowanie hasła do konta {{ app_name }} dla adresu {{ email }}.'],
    action: 'Ustaw nowe hasło',
    outro: [
      'Link działa jednorazowo przez {{ expires_minutes }} minut. Zmiana hasła wyloguje Cię ze wszystkich urządzeń.',
      'Jeśli to nie Ty, zignoruj tę wiadomość: Twoje hasło pozostanie bez zmian.',
    ],
  },
  es: {
    name: 'Restablecimiento de contraseña',
    subject: 'Restablece tu contraseña de {{ app_name }}',
    intro: ['Alguien ha pedido restablecer la contraseña de la cuenta de {{ app_name }} de {{ email }}.'],
    action: 'Elegir una contraseña nueva',
    outro: [
      'El enlace sirve una sola vez y durante {{ expires_minutes }} minutos. Al restablecer la contraseña se cerrará tu sesión en todos los dispositivos.',
      'Si no lo has pedido tú, puedes ignorar este mensaje: tu contraseña no cambiará.',
    ],
  },
  de: {
    name: 'Passwort zurücksetzen',
    subject: 'Setzen Sie Ihr Passwort für {{ app_name }} zurück',
    intro: ['Jemand hat angefordert, das Passwort des {{ app_name }}-Kontos für {{ email }} zurückzusetzen.'],
    action: 'Neues Passwort festlegen',
    outro: [
      'Der Link funktioniert einmal und ist {{ expires_minutes }} Minuten lang gültig. Nach dem Zurücksetzen werden Sie auf allen Geräten abgemeldet.',
      'Wenn Sie das nicht waren, können Sie diese Nachricht ignorieren: Ihr Passwort bleibt unverändert.',
    ],
  },
  fr: {
    name: 'Réinitialisation du mot de passe',
    subject: 'Réinitialisez votre mot de passe {{ app_name }}',
    intro: ['Une réinitialisation du mot de passe du compte {{ app_name }} de {{ email }} a été demandée.'],
    action: 'Choisir un nouveau mot de passe',
    outro: [
      'Le lien ne fonctionne qu’une fois, pendant {{ expires_minutes }} minutes. La réinitialisation vous déconnecte de tous vos appareils.',
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
    ],
  },
};
