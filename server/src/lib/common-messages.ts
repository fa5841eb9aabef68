import type { Message } from './message.ts';

/** What the API says for failures that are not specific to one area. */
export const commonMessages = {
  success: { en: 'Success', pl: 'Gotowe', es: 'Hecho', de: 'Erledigt', fr: 'Terminé' },
  notFound: {
    en: 'Not found',
    pl: 'Nie znaleziono',
    es: 'No encontrado',
    de: 'Nicht gefunden',
    fr: 'Introuvable',
  },
  unauthenticated: {
    en: 'You are not signed in or your session has expired',
    pl: 'Nie jesteś zalogowany lub Twoja sesja wygasła',
    es: 'No has iniciado sesión o tu sesión ha caducado',
    de: 'Sie sind nicht angemeldet oder Ihre Sitzung ist abgelaufen',
    fr: 'Vous n’êtes pas connecté ou votre session a expiré',
  },
  forbidden: {
    en: 'You do not have permission to do this',
    pl: 'Nie masz uprawnień do wykonania tej operacji',
    es: 'No tienes permiso para hacer esto',
    de: 'Sie haben keine Berechtigung dafür',
    fr: 'Vous n’avez pas l’autorisation de faire cela',
  },
  validationFailed: {
    en: 'The given data was invalid',
    pl: 'Przesłane dane są nieprawidłowe',
    es: 'Los datos enviados no son válidos',
    de: 'Die übermittelten Daten sind ungültig',
    fr: 'Les données envoyées ne sont pas valides',
  },
  tooManyRequests: {
    en: 'Too many attempts. Try again in {seconds} seconds',
    pl: 'Zbyt wiele prób. Spróbuj ponownie za {seconds} s',
    es: 'Demasiados intentos. Inténtalo de nuevo en {seconds} segundos',
    de: 'Zu viele Versuche. Versuchen Sie es in {seconds} Sekunden erneut',
    fr: 'Trop de tentatives. Réessayez dans {seconds} secondes',
  },
  serverError: {
    en: 'Something went wrong on our side. Please try again',
    pl: 'Coś poszło nie tak po naszej stronie. Spróbuj ponownie',
    es: 'Algo ha fallado por nuestra parte. Inténtalo de nuevo',
    de: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut',
    fr: 'Un problème est survenu de notre côté. Veuillez réessayer',
  },
  notImplemented: {
    en: 'This operation is not available yet',
    pl: 'Ta operacja nie jest jeszcze dostępna',
    es: 'Esta operación aún no está disponible',
    de: 'Dieser Vorgang ist noch nicht verfügbar',
    fr: 'Cette opération n’est pas encore disponible',
  },
  malformedBody: {
    en: 'The request body could not be read',
    pl: 'Nie udało się odczytać treści żądania',
    es: 'No se pudo leer el cuerpo de la solicitud',
    de: 'Der Inhalt der Anfrage konnte nicht gelesen werden',
    fr: 'Le corps de la requête est illisible',
  },
} satisfies Record<string, Message>;

/** Field messages for requests that break the contract, by the JSON-Schema keyword that failed. */
export const fieldMessages = {
  required: {
    en: 'This field is required',
    pl: 'To pole jest wymagane',
    es: 'Este campo es obligatorio',
    de: 'Dieses Feld ist erforderlich',
    fr: 'Ce champ est obligatoire',
  },
  email: {
    en: 'Please enter a valid email address',
    pl: 'Podaj prawidłowy adres e-mail',
    es: 'Introduce una dirección de correo válida',
    de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    fr: 'Veuillez saisir une adresse e-mail valide',
  },
  minLength: {
    en: 'Minimum {limit} characters required',
    pl: 'Wymagane minimum {limit} znaków',
    es: 'Se requieren al menos {limit} caracteres',
    de: 'Mindestens {limit} Zeichen erforderlich',
    fr: '{limit} caractères minimum requis',
  },
  maxLength: {
    en: 'Maximum {limit} characters allowed',
    pl: 'Dozwolone maksimum {limit} znaków',
    es: 'Se permiten como máximo {limit} caracteres',
    de: 'Höchstens {limit} Zeichen erlaubt',
    fr: '{limit} caractères maximum autorisés',
  },
  minimum: {
    en: 'Must be at least {limit}',
    pl: 'Wartość musi wynosić co najmniej {limit}',
    es: 'Debe ser al menos {limit}',
    de: 'Muss mindestens {limit} sein',
    fr: 'Doit être au moins {limit}',
  },
  maximum: {
    en: 'Must be at most {limit}',
    pl: 'Wartość może wynosić najwyżej {limit}',
    es: 'Debe ser como máximo {limit}',
    de: 'Darf höchstens {limit} sein',
    fr: 'Doit être au plus {limit}',
  },
  enum: {
    en: 'Choose one of: {allowed}',
    pl: 'Wybierz jedną z wartości: {allowed}',
    es: 'Elige uno de: {allowed}',
    de: 'Wählen Sie einen der Werte: {allowed}',
    fr: 'Choisissez parmi : {allowed}',
  },
  type: {
    en: 'This value has the wrong type',
    pl: 'Ta wartość ma nieprawidłowy typ',
    es: 'Este valor tiene un tipo incorrecto',
    de: 'Dieser Wert hat den falschen Typ',
    fr: 'Cette valeur n’a pas le bon type',
  },
  unknownField: {
    en: 'This field is not allowed',
    pl: 'To pole nie jest dozwolone',
    es: 'Este campo no está permitido',
    de: 'Dieses Feld ist nicht erlaubt',
    fr: 'Ce champ n’est pas autorisé',
  },
  invalid: {
    en: 'This value is not valid',
    pl: 'Ta wartość jest nieprawidłowa',
    es: 'Este valor no es válido',
    de: 'Dieser Wert ist ungültig',
    fr: 'Cette valeur n’est pas valide',
  },
} satisfies Record<string, Message>;
