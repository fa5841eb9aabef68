import type { Locale } from '#locales';
import type { MailFrame } from './compose.ts';

/** Greeting, link fallback and signature of every mail. */
export const MAIL_FRAME: Readonly<Record<Locale, MailFrame>> = {
  en: {
    greeting: 'Hello {{ name }},',
    fallback: 'If the button does not work, copy this link into your browser:',
    signature: 'The {{ app_name }} team',
  },
  pl: {
    greeting: 'Cześć {{ name }},',
    fallback: 'Jeśli przycisk nie działa, skopiuj ten link do przeglądarki:',
    signature: 'Zespół {{ app_name }}',
  },
  es: {
    greeting: 'Hola, {{ name }}:',
    fallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
    signature: 'El equipo de {{ app_name }}',
  },
  de: {
    greeting: 'Hallo {{ name }},',
    fallback: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
    signature: 'Ihr {{ app_name }}-Team',
  },
  fr: {
    greeting: 'Bonjour {{ name }},',
    fallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
    signature: 'L’équipe {{ app_name }}',
  },
};
