import type { Wordings } from './compose.ts';

/**
 * `support.staff_replied`, to the ticket's owner: support answered; the button opens the conversation,
 * where the owner can reply or close the ticket.
 */
export const SUPPORT_STAFF_REPLIED: Wordings = {
  en: {
    name: 'Support: answer to your ticket',
    subject: 'Answer to your ticket #{{ ticket_number }}: {{ subject }}',
    intro: [
      '{{ author_name }} from the {{ app_name }} support team replied on your ticket #{{ ticket_number }}, “{{ subject }}”:',
      '“{{ excerpt }}”',
    ],
    action: 'Read the answer',
    outro: [
      'If you have more questions, reply in the ticket: answers to this mail do not reach us. If the problem is solved, you can close the ticket there.',
    ],
  },
  pl: {
    name: 'Wsparcie: odpowiedź na Twoje zgłoszenie',
    subject: 'Odpowiedź na Twoje zgłoszenie #{{ ticket_number }}: {{ subject }}',
    intro: [
      '{{ author_name }} z zespołu wsparcia {{ app_name }} odpowiedział(a) na Twoje zgłoszenie #{{ ticket_number }} „{{ subject }}”:',
      '„{{ excerpt }}”',
    ],
    action: 'Przeczytaj odpowiedź',
    outro: [
      'Jeśli masz kolejne pytania, odpowiedz w zgłoszeniu: odpowiedzi na tę wiadomość do nas nie trafiają. Jeśli problem jest rozwiązany, możesz tam zamknąć zgłoszenie.',
    ],
  },
  es: {
    name: 'Soporte: respuesta a tu solicitud',
    subject: 'Respuesta a tu solicitud #{{ ticket_number }}: {{ subject }}',
    intro: [
      '{{ author_name }}, del equipo de soporte de {{ app_name }}, respondió a tu solicitud #{{ ticket_number }}, «{{ subject }}»:',
      '«{{ excerpt }}»',
    ],
    action: 'Leer la respuesta',
    outro: [
      'Si tienes más preguntas, responde en la solicitud: las respuestas a este correo no nos llegan. Si el problema está resuelto, puedes cerrar allí la solicitud.',
    ],
  },
  de: {
    name: 'Support: Antwort auf Ihr Ticket',
    subject: 'Antwort auf Ihr Ticket #{{ ticket_number }}: {{ subject }}',
    intro: [
      '{{ author_name }} vom {{ app_name }}-Support hat auf Ihr Ticket #{{ ticket_number }} „{{ subject }}“ geantwortet:',
      '„{{ excerpt }}“',
    ],
    action: 'Antwort lesen',
    outro: [
      'Wenn Sie weitere Fragen haben, antworten Sie im Ticket: Antworten auf diese E-Mail erreichen uns nicht. Ist das Problem gelöst, können Sie das Ticket dort schließen.',
    ],
  },
  fr: {
    name: 'Support : réponse à votre ticket',
    subject: 'Réponse à votre ticket n° {{ ticket_number }} : {{ subject }}',
    intro: [
      '{{ author_name }}, de l’équipe support de {{ app_name }}, a répondu à votre ticket n° {{ ticket_number }}, « {{ subject }} » :',
      '« {{ excerpt }} »',
    ],
    action: 'Lire la réponse',
    outro: [
      'Si vous avez d’autres questions, répondez dans le ticket : les réponses à ce message ne nous parviennent pas. Si le problème est résolu, vous pouvez y fermer le ticket.',
    ],
  },
};
