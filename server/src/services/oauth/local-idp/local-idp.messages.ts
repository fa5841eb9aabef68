import type { Message } from '../../../lib/message.ts';

/** What the local provider's pages say, in every language. */
export const localIdpMessages = {
  title: {
    en: 'Sign in with the local provider',
    pl: 'Zaloguj się przez lokalnego dostawcę',
    es: 'Inicia sesión con el proveedor local',
    de: 'Mit dem lokalen Anbieter anmelden',
    fr: 'Se connecter avec le fournisseur local',
  },
  lead: {
    en: 'A demo identity provider: no password is needed. Choose who you are.',
    pl: 'Demonstracyjny dostawca tożsamości: hasło nie jest potrzebne. Wybierz, kim jesteś.',
    es: 'Un proveedor de identidad de demostración: no hace falta contraseña. Elige quién eres.',
    de: 'Ein Demo-Identitätsanbieter: Es ist kein Passwort nötig. Wählen Sie, wer Sie sind.',
    fr: 'Un fournisseur d’identité de démonstration : aucun mot de passe n’est nécessaire. Choisissez qui vous êtes.',
  },
  continueAs: {
    en: 'Continue as {name}',
    pl: 'Kontynuuj jako {name}',
    es: 'Continuar como {name}',
    de: 'Weiter als {name}',
    fr: 'Continuer en tant que {name}',
  },
  otherEmail: {
    en: 'Or sign in with any email address',
    pl: 'Albo zaloguj się dowolnym adresem e-mail',
    es: 'O inicia sesión con cualquier dirección de correo',
    de: 'Oder mit einer beliebigen E-Mail-Adresse anmelden',
    fr: 'Ou connectez-vous avec n’importe quelle adresse e-mail',
  },
  emailLabel: {
    en: 'Email address',
    pl: 'Adres e-mail',
    es: 'Correo electrónico',
    de: 'E-Mail-Adresse',
    fr: 'Adresse e-mail',
  },
  nameLabel: {
    en: 'Name (optional)',
    pl: 'Imię i nazwisko (opcjonalnie)',
    es: 'Nombre (opcional)',
    de: 'Name (optional)',
    fr: 'Nom (facultatif)',
  },
  submit: { en: 'Continue', pl: 'Dalej', es: 'Continuar', de: 'Weiter', fr: 'Continuer' },
  cancel: { en: 'Cancel', pl: 'Anuluj', es: 'Cancelar', de: 'Abbrechen', fr: 'Annuler' },
  invalidEmail: {
    en: 'Please enter a valid email address',
    pl: 'Podaj prawidłowy adres e-mail',
    es: 'Introduce una dirección de correo válida',
    de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    fr: 'Veuillez saisir une adresse e-mail valide',
  },
  cancelled: {
    en: 'The sign-in was cancelled',
    pl: 'Logowanie zostało anulowane',
    es: 'Se canceló el inicio de sesión',
    de: 'Die Anmeldung wurde abgebrochen',
    fr: 'La connexion a été annulée',
  },
  errorTitle: {
    en: 'The sign-in did not work',
    pl: 'Logowanie się nie powiodło',
    es: 'El inicio de sesión no ha funcionado',
    de: 'Die Anmeldung hat nicht funktioniert',
    fr: 'La connexion n’a pas abouti',
  },
  expired: {
    en: 'This sign-in has expired or is already finished. Go back to Tracklane and start again.',
    pl: 'To logowanie wygasło lub zostało już zakończone. Wróć do Tracklane i zacznij od nowa.',
    es: 'Este inicio de sesión ha caducado o ya ha terminado. Vuelve a Tracklane y empieza de nuevo.',
    de: 'Diese Anmeldung ist abgelaufen oder bereits abgeschlossen. Kehren Sie zu Tracklane zurück und beginnen Sie erneut.',
    fr: 'Cette connexion a expiré ou est déjà terminée. Revenez sur Tracklane et recommencez.',
  },
} satisfies Record<string, Message>;
