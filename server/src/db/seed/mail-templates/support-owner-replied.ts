import type { Wordings } from './compose.ts';

/**
 * `support.owner_replied`, to the ticket's assignee or, when nobody is assigned, every support staff
 * user: the customer wrote again, so the ticket waits for staff; the button opens it in the queue.
 */
export const SUPPORT_OWNER_REPLIED: Wordings = {
  en: {
    name: 'Support: customer replied',
    subject: 'New reply on ticket #{{ ticket_number }}: {{ subject }}',
    intro: [
      '{{ author_name }} replied on ticket #{{ ticket_number }}, “{{ subject }}”, which now waits for an answer:',
      '“{{ excerpt }}”',
    ],
    action: 'Open the ticket',
    outro: ['You receive this mail because the ticket is assigned to you or is not assigned to anyone yet.'],
  },
  pl: {
    name: 'Wsparcie: odpowiedź klienta',
    subject: 'Nowa odpowiedź w zgłoszeniu #{{ ticket_number }}: {{ subject }}',
    intro: [
      '{{ author_name }} odpowiedział(a) w zgłoszeniu #{{ ticket_number }} „{{ subject }}”, które znów czeka na odpowiedź:',
      '„{{ excerpt }}”',
    ],
    action: 'Otwórz zgłoszenie',
    outro: ['Otrzymujesz tę wiadomość, bo zgłoszenie jest przypisane do Ciebie albo jeszcze do nikogo.'],
  },
  es: {
    name: 'Soporte: respuesta del cliente',
    subject: 'Nueva respuesta en la solicitud #{{ ticket_number }}: {{ subject }}',
    intro: [
      '{{ author_name }} respondió en la solicitud #{{ ticket_number }}, «{{ subject }}», que vuelve a esperar una respuesta:',
      '«{{ excerpt }}»',
    ],
    action: 'Abrir la solicitud',
    outro: ['Recibes este correo porque la solicitud está asignada a ti o todavía no está asignada a nadie.'],
  },
  de: {
    name: 'Support: Antwort des Kunden',
    subject: 'Neue Antwort im Ticket #{{ ticket_number }}: {{ subject }}',
    intro: [
      '{{ author_name }} hat im Ticket #{{ ticket_number }} „{{ subject }}“ geantwortet; es wartet wieder auf eine Antwort:',
      '„{{ excerpt }}“',
    ],
    action: 'Ticket öffnen',
    outro: ['Sie erhalten diese E-Mail, weil das Ticket Ihnen oder noch niemandem zugewiesen ist.'],
  },
  fr: {
    name: 'Support : réponse du client',
    subject: 'Nouvelle réponse sur le ticket n° {{ ticket_number }} : {{ subject }}',
    intro: [
      '{{ author_name }} a répondu sur le ticket n° {{ ticket_number }}, « {{ subject }} », qui attend de nouveau une réponse :',
      '« {{ excerpt }} »',
    ],
    action: 'Ouvrir le ticket',
    outro: [
      'Vous recevez ce message parce que le ticket vous est attribué ou n’est encore attribué à personne.',
    ],
  },
};
