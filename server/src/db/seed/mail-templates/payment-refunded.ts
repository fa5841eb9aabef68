import type { Wordings } from './compose.ts';

/**
 * `billing.payment_refunded`, to the payer: staff refunded a payment, in whole or part; the button
 * opens the billing page, whose invoice list shows the refund.
 */
export const PAYMENT_REFUNDED: Wordings = {
  en: {
    name: 'Billing: payment refunded',
    subject: 'We refunded {{ amount }} for {{ domain }}',
    intro: [
      'We refunded {{ amount }} of your payment of {{ total }} for {{ domain }} (invoice {{ invoice_number }}).',
      'The money goes back to the card you paid with; your bank may take a few days to show it.',
    ],
    action: 'See your invoices',
    outro: ['If you did not expect this refund, reply through a support ticket.'],
  },
  pl: {
    name: 'Płatności: zwrot płatności',
    subject: 'Zwróciliśmy {{ amount }} za {{ domain }}',
    intro: [
      'Zwróciliśmy {{ amount }} z Twojej płatności {{ total }} za {{ domain }} (faktura {{ invoice_number }}).',
      'Pieniądze wrócą na kartę, którą zapłacono; bank może potrzebować kilku dni, aby je pokazać.',
    ],
    action: 'Zobacz swoje faktury',
    outro: ['Jeśli nie spodziewałeś(-aś) się tego zwrotu, napisz do nas w zgłoszeniu do wsparcia.'],
  },
  es: {
    name: 'Facturación: pago reembolsado',
    subject: 'Te hemos reembolsado {{ amount }} por {{ domain }}',
    intro: [
      'Te hemos reembolsado {{ amount }} de tu pago de {{ total }} por {{ domain }} (factura {{ invoice_number }}).',
      'El dinero vuelve a la tarjeta con la que pagaste; tu banco puede tardar unos días en mostrarlo.',
    ],
    action: 'Ver tus facturas',
    outro: ['Si no esperabas este reembolso, escríbenos en una solicitud de soporte.'],
  },
  de: {
    name: 'Abrechnung: Zahlung erstattet',
    subject: 'Wir haben {{ amount }} für {{ domain }} erstattet',
    intro: [
      'Wir haben {{ amount }} Ihrer Zahlung von {{ total }} für {{ domain }} erstattet (Rechnung {{ invoice_number }}).',
      'Das Geld geht zurück auf die Karte, mit der Sie bezahlt haben; Ihre Bank zeigt es eventuell erst nach einigen Tagen an.',
    ],
    action: 'Ihre Rechnungen ansehen',
    outro: ['Wenn Sie diese Erstattung nicht erwartet haben, schreiben Sie uns in einem Support-Ticket.'],
  },
  fr: {
    name: 'Facturation : paiement remboursé',
    subject: 'Nous avons remboursé {{ amount }} pour {{ domain }}',
    intro: [
      'Nous avons remboursé {{ amount }} sur votre paiement de {{ total }} pour {{ domain }} (facture {{ invoice_number }}).',
      'L’argent revient sur la carte utilisée pour payer ; votre banque peut mettre quelques jours à l’afficher.',
    ],
    action: 'Voir vos factures',
    outro: ['Si vous n’attendiez pas ce remboursement, écrivez-nous dans un ticket de support.'],
  },
};
