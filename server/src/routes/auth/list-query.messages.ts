import type { Message } from '../../lib/message.ts';

/** What the list operations say about their query, in every language. */
export const listQueryMessages = {
  unknownFilter: {
    en: 'This list cannot be filtered by this field',
    pl: 'Tej listy nie można filtrować według tego pola',
    es: 'Esta lista no se puede filtrar por este campo',
    de: 'Diese Liste kann nicht nach diesem Feld gefiltert werden',
    fr: 'Cette liste ne peut pas être filtrée par ce champ',
  },
  invalidDate: {
    en: 'Enter a date as YYYY-MM-DD',
    pl: 'Podaj datę w formacie RRRR-MM-DD',
    es: 'Introduce una fecha con el formato AAAA-MM-DD',
    de: 'Geben Sie ein Datum im Format JJJJ-MM-TT ein',
    fr: 'Saisissez une date au format AAAA-MM-JJ',
  },
} satisfies Record<string, Message>;
