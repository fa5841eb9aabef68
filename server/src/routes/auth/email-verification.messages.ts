import type { Message } from '../../lib/message.ts';

/** What the email-verification operations say, in every language. */
export const emailVerificationMessages = {
  sent: {
    en: 'A verification link has been sent to {email}',
    pl: 'Link weryfikacyjny został wysłany na adres {email}',
    es: 'Hemos enviado un enlace de verificación a {email}',
    de: 'Ein Bestätigungslink wurde an {email} gesendet',
    fr: 'Un lien de vérification a été envoyé à {email}',
  },
  alreadyVerified: {
    en: 'Your email address is already verified',
    pl: 'Twój adres e-mail jest już potwierdzony',
    es: 'Tu dirección de correo ya está verificada',
    de: 'Ihre E-Mail-Adresse ist bereits bestätigt',
    fr: 'Votre adresse e-mail est déjà vérifiée',
  },
  verified: {
    en: 'Your email address has been verified',
    pl: 'Adres e-mail został potwierdzony',
    es: 'Tu dirección de correo se ha verificado',
    de: 'Ihre E-Mail-Adresse wurde bestätigt',
    fr: 'Votre adresse e-mail a été vérifiée',
  },
  invalidLink: {
    en: 'This verification link is invalid',
    pl: 'Ten link weryfikacyjny jest nieprawidłowy',
    es: 'Este enlace de verificación no es válido',
    de: 'Dieser Bestätigungslink ist ungültig',
    fr: 'Ce lien de vérification est invalide',
  },
  expiredLink: {
    en: 'This verification link has expired. Request a new one',
    pl: 'Ten link weryfikacyjny wygasł. Poproś o nowy',
    es: 'Este enlace de verificación ha caducado. Solicita uno nuevo',
    de: 'Dieser Bestätigungslink ist abgelaufen. Fordern Sie einen neuen an',
    fr: 'Ce lien de vérification a expiré. Demandez-en un nouveau',
  },
  staleLink: {
    en: 'This verification link was made for another email address. Request a new one',
    pl: 'Ten link weryfikacyjny dotyczy innego adresu e-mail. Poproś o nowy',
    es: 'Este enlace de verificación se creó para otra dirección de correo. Solicita uno nuevo',
    de: 'Dieser Bestätigungslink gilt für eine andere E-Mail-Adresse. Fordern Sie einen neuen an',
    fr: 'Ce lien de vérification concerne une autre adresse e-mail. Demandez-en un nouveau',
  },
  userNotFound: {
    en: 'This account no longer exists',
    pl: 'To konto już nie istnieje',
    es: 'Esta cuenta ya no existe',
    de: 'Dieses Konto existiert nicht mehr',
    fr: 'Ce compte n’existe plus',
  },
} satisfies Record<string, Message>;
