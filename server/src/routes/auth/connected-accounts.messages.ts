import type { Message } from '../../lib/message.ts';

/** What the connected-account operations say, in every language. `{provider}` is a brand name. */
export const connectedAccountsMessages = {
  listed: {
    en: 'Your connected accounts',
    pl: 'Twoje połączone konta',
    es: 'Tus cuentas conectadas',
    de: 'Ihre verbundenen Konten',
    fr: 'Vos comptes connectés',
  },
  notConnected: {
    en: 'No {provider} account is connected',
    pl: 'Żadne konto {provider} nie jest połączone',
    es: 'No hay ninguna cuenta de {provider} conectada',
    de: 'Es ist kein {provider}-Konto verbunden',
    fr: 'Aucun compte {provider} n’est connecté',
  },
  lastSignInMethod: {
    en: 'You sign in only with {provider}. Set a password first, then disconnect it',
    pl: 'Logujesz się tylko przez {provider}. Najpierw ustaw hasło, a potem odłącz to konto',
    es: 'Solo inicias sesión con {provider}. Crea primero una contraseña y luego desconéctala',
    de: 'Sie melden sich nur mit {provider} an. Legen Sie zuerst ein Passwort fest und trennen Sie es dann',
    fr: 'Vous vous connectez uniquement avec {provider}. Définissez d’abord un mot de passe, puis déconnectez-le',
  },
  disconnected: {
    en: 'Your {provider} account is disconnected',
    pl: 'Konto {provider} zostało odłączone',
    es: 'Tu cuenta de {provider} se ha desconectado',
    de: 'Ihr {provider}-Konto wurde getrennt',
    fr: 'Votre compte {provider} a été déconnecté',
  },
} satisfies Record<string, Message>;
