import type { Message } from '../../lib/message.ts';
import type { SocialProviderName } from '../../services/oauth/social-provider.ts';

/** Brand names stay as they are in every language. */
export const PROVIDER_NAMES: Record<SocialProviderName, string> = {
  google: 'Google',
  github: 'GitHub',
  facebook: 'Facebook',
  local: 'Local ID',
};

/** What the social sign-in operations say, in every language. `{provider}` is a brand name. */
export const socialMessages = {
  redirect: {
    en: 'Continue with {provider}',
    pl: 'Kontynuuj przez {provider}',
    es: 'Continúa con {provider}',
    de: 'Weiter mit {provider}',
    fr: 'Continuez avec {provider}',
  },
  accountConnected: {
    en: 'Your {provider} account is connected',
    pl: 'Konto {provider} zostało połączone',
    es: 'Tu cuenta de {provider} está conectada',
    de: 'Ihr {provider}-Konto ist verbunden',
    fr: 'Votre compte {provider} est connecté',
  },
  stateInvalid: {
    en: 'This sign-in has expired or was already used. Please start again',
    pl: 'To logowanie wygasło lub zostało już użyte. Zacznij od nowa',
    es: 'Este inicio de sesión ha caducado o ya se ha usado. Vuelve a empezar',
    de: 'Diese Anmeldung ist abgelaufen oder wurde bereits verwendet. Bitte beginnen Sie erneut',
    fr: 'Cette connexion a expiré ou a déjà été utilisée. Veuillez recommencer',
  },
  providerRefused: {
    en: '{provider} did not confirm the sign-in. Please try again',
    pl: '{provider} nie potwierdził logowania. Spróbuj ponownie',
    es: '{provider} no ha confirmado el inicio de sesión. Inténtalo de nuevo',
    de: '{provider} hat die Anmeldung nicht bestätigt. Bitte versuchen Sie es erneut',
    fr: '{provider} n’a pas confirmé la connexion. Veuillez réessayer',
  },
  emailMissing: {
    en: '{provider} did not share your email address. Allow access to it and try again',
    pl: '{provider} nie udostępnił Twojego adresu e-mail. Zezwól na dostęp do niego i spróbuj ponownie',
    es: '{provider} no ha compartido tu dirección de correo. Permite el acceso y vuelve a intentarlo',
    de: '{provider} hat Ihre E-Mail-Adresse nicht übermittelt. Erlauben Sie den Zugriff und versuchen Sie es erneut',
    fr: '{provider} n’a pas partagé votre adresse e-mail. Autorisez-y l’accès et réessayez',
  },
  emailTaken: {
    en: 'An account with this email already exists. Sign in to it and connect {provider} in your settings',
    pl: 'Konto z tym adresem e-mail już istnieje. Zaloguj się na nie i połącz {provider} w ustawieniach',
    es: 'Ya existe una cuenta con este correo. Inicia sesión en ella y conecta {provider} en tus ajustes',
    de: 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse. Melden Sie sich dort an und verbinden Sie {provider} in Ihren Einstellungen',
    fr: 'Un compte avec cette adresse e-mail existe déjà. Connectez-vous-y et associez {provider} dans vos paramètres',
  },
  connectedElsewhere: {
    en: 'This {provider} account is already connected to another user',
    pl: 'To konto {provider} jest już połączone z innym użytkownikiem',
    es: 'Esta cuenta de {provider} ya está conectada a otro usuario',
    de: 'Dieses {provider}-Konto ist bereits mit einem anderen Benutzer verbunden',
    fr: 'Ce compte {provider} est déjà associé à un autre utilisateur',
  },
  otherAccountConnected: {
    en: 'A different {provider} account is already connected. Disconnect it first',
    pl: 'Połączone jest już inne konto {provider}. Najpierw je odłącz',
    es: 'Ya hay otra cuenta de {provider} conectada. Desconéctala primero',
    de: 'Es ist bereits ein anderes {provider}-Konto verbunden. Trennen Sie es zuerst',
    fr: 'Un autre compte {provider} est déjà associé. Dissociez-le d’abord',
  },
  registrationClosed: {
    en: 'New accounts cannot be created at the moment',
    pl: 'Obecnie nie można tworzyć nowych kont',
    es: 'En este momento no se pueden crear cuentas nuevas',
    de: 'Derzeit können keine neuen Konten erstellt werden',
    fr: 'Il n’est pas possible de créer de nouveaux comptes pour le moment',
  },
  otherUser: {
    en: 'Sign in as the user who started connecting this account',
    pl: 'Zaloguj się jako użytkownik, który rozpoczął łączenie tego konta',
    es: 'Inicia sesión como el usuario que empezó a conectar esta cuenta',
    de: 'Melden Sie sich als der Benutzer an, der das Verbinden dieses Kontos begonnen hat',
    fr: 'Connectez-vous avec l’utilisateur qui a commencé à associer ce compte',
  },
} satisfies Record<string, Message>;
