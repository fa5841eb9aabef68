import type { Message } from '../../lib/message.ts';

/** What the activity-log operation says, in every language. */
export const activityMessages = {
  listed: {
    en: 'Your account activity',
    pl: 'Aktywność na Twoim koncie',
    es: 'La actividad de tu cuenta',
    de: 'Aktivitäten Ihres Kontos',
    fr: 'L’activité de votre compte',
  },
  other: {
    en: 'Activity: {action}',
    pl: 'Aktywność: {action}',
    es: 'Actividad: {action}',
    de: 'Aktivität: {action}',
    fr: 'Activité : {action}',
  },
} satisfies Record<string, Message>;

/**
 * How each recorded action reads in the log, by action name. `{provider}` is the brand of a social
 * provider; other placeholders come from the entry's properties.
 */
export const activityDescriptions: Readonly<Record<string, Message>> = {
  'auth.login': {
    en: 'Signed in',
    pl: 'Zalogowano się',
    es: 'Inicio de sesión',
    de: 'Angemeldet',
    fr: 'Connexion',
  },
  'auth.login_failed': {
    en: 'Failed sign-in attempt',
    pl: 'Nieudana próba logowania',
    es: 'Intento de inicio de sesión fallido',
    de: 'Fehlgeschlagener Anmeldeversuch',
    fr: 'Tentative de connexion échouée',
  },
  'auth.logout': {
    en: 'Signed out',
    pl: 'Wylogowano się',
    es: 'Cierre de sesión',
    de: 'Abgemeldet',
    fr: 'Déconnexion',
  },
  'auth.registered': {
    en: 'Created the account',
    pl: 'Utworzono konto',
    es: 'Cuenta creada',
    de: 'Konto erstellt',
    fr: 'Compte créé',
  },
  'auth.social_login': {
    en: 'Signed in with {provider}',
    pl: 'Zalogowano się przez {provider}',
    es: 'Inicio de sesión con {provider}',
    de: 'Mit {provider} angemeldet',
    fr: 'Connexion avec {provider}',
  },
  'auth.magic_link_login': {
    en: 'Signed in with a magic link',
    pl: 'Zalogowano się magicznym linkiem',
    es: 'Inicio de sesión con un enlace mágico',
    de: 'Mit einem Magic Link angemeldet',
    fr: 'Connexion avec un lien magique',
  },
  'auth.2fa_login': {
    en: 'Signed in with two-factor authentication',
    pl: 'Zalogowano się z uwierzytelnianiem dwuskładnikowym',
    es: 'Inicio de sesión con verificación en dos pasos',
    de: 'Mit Zwei-Faktor-Authentifizierung angemeldet',
    fr: 'Connexion avec l’authentification à deux facteurs',
  },
  'auth.2fa_enabled': {
    en: 'Turned on two-factor authentication',
    pl: 'Włączono uwierzytelnianie dwuskładnikowe',
    es: 'Verificación en dos pasos activada',
    de: 'Zwei-Faktor-Authentifizierung aktiviert',
    fr: 'Authentification à deux facteurs activée',
  },
  'auth.2fa_disabled': {
    en: 'Turned off two-factor authentication',
    pl: 'Wyłączono uwierzytelnianie dwuskładnikowe',
    es: 'Verificación en dos pasos desactivada',
    de: 'Zwei-Faktor-Authentifizierung deaktiviert',
    fr: 'Authentification à deux facteurs désactivée',
  },
  'auth.recovery_codes_regenerated': {
    en: 'Created new recovery codes',
    pl: 'Wygenerowano nowe kody odzyskiwania',
    es: 'Nuevos códigos de recuperación generados',
    de: 'Neue Wiederherstellungscodes erstellt',
    fr: 'Nouveaux codes de récupération générés',
  },
  'auth.session_revoked': {
    en: 'Signed out a session',
    pl: 'Wylogowano sesję',
    es: 'Se cerró una sesión',
    de: 'Eine Sitzung abgemeldet',
    fr: 'Une session a été déconnectée',
  },
  'auth.other_sessions_terminated': {
    en: 'Signed out all other sessions',
    pl: 'Wylogowano wszystkie pozostałe sesje',
    es: 'Se cerraron todas las demás sesiones',
    de: 'Alle anderen Sitzungen abgemeldet',
    fr: 'Toutes les autres sessions ont été déconnectées',
  },
  'auth.account_linked': {
    en: 'Connected a {provider} account',
    pl: 'Połączono konto {provider}',
    es: 'Cuenta de {provider} conectada',
    de: '{provider}-Konto verbunden',
    fr: 'Compte {provider} connecté',
  },
  'auth.account_unlinked': {
    en: 'Disconnected a {provider} account',
    pl: 'Odłączono konto {provider}',
    es: 'Cuenta de {provider} desconectada',
    de: '{provider}-Konto getrennt',
    fr: 'Compte {provider} déconnecté',
  },
  'auth.password_changed': {
    en: 'Changed the password',
    pl: 'Zmieniono hasło',
    es: 'Contraseña cambiada',
    de: 'Passwort geändert',
    fr: 'Mot de passe modifié',
  },
  'auth.password_reset': {
    en: 'Reset the password',
    pl: 'Zresetowano hasło',
    es: 'Contraseña restablecida',
    de: 'Passwort zurückgesetzt',
    fr: 'Mot de passe réinitialisé',
  },
  'auth.email_verified': {
    en: 'Verified the email address',
    pl: 'Potwierdzono adres e-mail',
    es: 'Dirección de correo verificada',
    de: 'E-Mail-Adresse bestätigt',
    fr: 'Adresse e-mail vérifiée',
  },
  'user.profile_updated': {
    en: 'Updated the profile',
    pl: 'Zaktualizowano profil',
    es: 'Perfil actualizado',
    de: 'Profil aktualisiert',
    fr: 'Profil mis à jour',
  },
  'domain.created': {
    en: 'Added a domain',
    pl: 'Dodano domenę',
    es: 'Dominio añadido',
    de: 'Domain hinzugefügt',
    fr: 'Domaine ajouté',
  },
  'domain.deleted': {
    en: 'Removed a domain',
    pl: 'Usunięto domenę',
    es: 'Dominio eliminado',
    de: 'Domain entfernt',
    fr: 'Domaine supprimé',
  },
};
