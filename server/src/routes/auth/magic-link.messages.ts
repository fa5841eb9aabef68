import type { Message } from '../../lib/message.ts';

/** What the magic-link operations say, in every language. */
export const magicLinkMessages = {
  sent: {
    en: 'If an account uses this address, a sign-in link is on its way to it',
    pl: 'Jeśli istnieje konto z tym adresem, wysłaliśmy na niego link do logowania',
    es: 'Si hay una cuenta con esta dirección, le hemos enviado un enlace para iniciar sesión',
    de: 'Falls ein Konto diese Adresse nutzt, ist ein Anmeldelink dorthin unterwegs',
    fr: 'Si un compte utilise cette adresse, un lien de connexion vient d’y être envoyé',
  },
  invalidToken: {
    en: 'This sign-in link is invalid, already used or expired. Request a new one',
    pl: 'Ten link do logowania jest nieprawidłowy, został już użyty lub wygasł. Poproś o nowy',
    es: 'Este enlace de inicio de sesión no es válido, ya se ha usado o ha caducado. Solicita uno nuevo',
    de: 'Dieser Anmeldelink ist ungültig, bereits benutzt oder abgelaufen. Fordern Sie einen neuen an',
    fr: 'Ce lien de connexion est invalide, déjà utilisé ou expiré. Demandez-en un nouveau',
  },
} satisfies Record<string, Message>;
