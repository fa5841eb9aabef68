import type { Wordings } from './compose.ts';

/**
 * `support.ticket_opened`, to the ticket's assignee or, when nobody is assigned, every support staff
 * user: a customer opened a ticket; the button opens it in the staff's queue.
 */
export const SUPPORT_TICKET_OPENED: Wordings = {
  en: {
    name: 'Support: new ticket',
    subject: 'New ticket #{{ ticket_number }}: {{ subject }}',
    intro: [
      '{{ author_name }} opened ticket #{{ ticket_number }}, “{{ subject }}”, and is waiting for an answer:',
      '“{{ excerpt }}”',
    ],
    action: 'Open the ticket',
    outro: ['You receive this mail because the ticket is assigned to you or is not assigned to anyone yet.'],
  },
  pl: {
    name: 'Wsparcie: nowe zgłoszenie',
    subject: 'Nowe zgłoszenie #{{ ticket_number }}: {{ subject }}',
    intro: [
      '{{ author_name }} utworzył(a) zgłoszenie #{{ ticket_number }} „{{ subject }}” i czeka na odpowiedź:',
      '„{{ excerpt }}”',
    ],
    action: 'Otwórz zgłoszenie',
    outro: ['Otrzymujesz tę wiadomość, bo zgłoszenie jest przypisane do Ciebie albo jeszcze do nikogo.'],
  },
  es: {
    name: 'Soporte: nueva solicitud',
    subject: 'Nueva solicitud #{{ ticket_number }}: {{ subject }}',
    intro: [
      '{{ author_name }} abrió la solicitud #{{ ticket_number }}, «{{ subject }}», y espera una respuesta:',
      '«{{ excerpt }}»',
    ],
    action: 'Abrir la solicitud',
    outro: ['Recibes este correo porque la solicitud está asignada a ti o todavía no está asignada a nadie.'],
  },
  de: {
    name: 'Support: neues Ticket',
    subject: 'Neues Ticket #{{ ticket_number }}: {{ subject }}',
    intro: [
      '{{ author_name }} hat das Ticket #{{ ticket_number }} „{{ subject }}“ eröffnet und wartet auf eine Antwort:',
      '„{{ excerpt }}“',
    ],
    action: 'Ticket öffnen',
    outro: ['Sie erhalten diese E-Mail, weil das Ticket Ihnen oder noch niemandem zugewiesen ist.'],
  },
  fr: {
    name: 'Support : nouveau ticket',
    subject: 'Nouveau ticket n° {{ ticket_number }} : {{ subject }}',
    intro: [
      '{{ author_name }} a ouvert le ticket n° {{ ticket_number }}, « {{ subject }} », et attend une réponse :',
      '« {{ excerpt }} »',
    ],
    action: 'Ouvrir le ticket',
    outro: [
      'Vous recevez ce message parce que le ticket vous est attribué ou n’est encore attribué à personne.',
    ],
  },
};
