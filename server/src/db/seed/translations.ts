import type { Locale } from '#locales';
import type { Database } from '../database.ts';
import { translations } from '../schema/content.ts';

type Texts = Readonly<Record<Locale, string>>;

/**
 * Server-side texts by group and key: the parts mail and static pages share (greeting, signature,
 * footer, page chrome). The admin languages screen edits them; `GET /languages/{locale}/translations`
 * serves them.
 */
export const SEED_TRANSLATIONS: Readonly<Record<string, Readonly<Record<string, Texts>>>> = {
  mail: {
    greeting: {
      en: 'Hello {name},',
      pl: 'Dzień dobry, {name},',
      es: 'Hola, {name}:',
      de: 'Hallo {name},',
      fr: 'Bonjour {name},',
    },
    signature: {
      en: 'The Tracklane team',
      pl: 'Zespół Tracklane',
      es: 'El equipo de Tracklane',
      de: 'Ihr Tracklane-Team',
      fr: 'L’équipe Tracklane',
    },
    footer: {
      en: 'You receive this message because you have a Tracklane account.',
      pl: 'Otrzymujesz tę wiadomość, ponieważ masz konto w Tracklane.',
      es: 'Recibes este mensaje porque tienes una cuenta de Tracklane.',
      de: 'Sie erhalten diese Nachricht, weil Sie ein Tracklane-Konto haben.',
      fr: 'Vous recevez ce message car vous avez un compte Tracklane.',
    },
    button_fallback: {
      en: 'If the button does not work, copy this link into your browser:',
      pl: 'Jeśli przycisk nie działa, skopiuj ten link do przeglądarki:',
      es: 'Si el botón no funciona, copia este enlace en tu navegador:',
      de: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
      fr: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
    },
    ignore_notice: {
      en: 'If you did not ask for this, you can ignore this message.',
      pl: 'Jeśli to nie Ty, możesz zignorować tę wiadomość.',
      es: 'Si no lo has solicitado, puedes ignorar este mensaje.',
      de: 'Falls Sie dies nicht angefordert haben, können Sie diese Nachricht ignorieren.',
      fr: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.',
    },
  },
  pages: {
    last_updated: {
      en: 'Last updated: {date}',
      pl: 'Ostatnia aktualizacja: {date}',
      es: 'Última actualización: {date}',
      de: 'Zuletzt aktualisiert: {date}',
      fr: 'Dernière mise à jour : {date}',
    },
    back_home: {
      en: 'Back to the home page',
      pl: 'Wróć na stronę główną',
      es: 'Volver a la página de inicio',
      de: 'Zurück zur Startseite',
      fr: 'Retour à l’accueil',
    },
    contact_us: {
      en: 'Questions? Write to us at {email}.',
      pl: 'Masz pytania? Napisz do nas: {email}.',
      es: '¿Tienes preguntas? Escríbenos a {email}.',
      de: 'Fragen? Schreiben Sie uns an {email}.',
      fr: 'Des questions ? Écrivez-nous à {email}.',
    },
    not_available_in_language: {
      en: 'This page is not available in your language yet.',
      pl: 'Ta strona nie jest jeszcze dostępna w Twoim języku.',
      es: 'Esta página aún no está disponible en tu idioma.',
      de: 'Diese Seite ist in Ihrer Sprache noch nicht verfügbar.',
      fr: 'Cette page n’est pas encore disponible dans votre langue.',
    },
  },
};

/** Adds the missing texts; texts an admin changed stay. */
export async function seedTranslations(db: Database) {
  const rows = Object.entries(SEED_TRANSLATIONS).flatMap(([group, keys]) =>
    Object.entries(keys).flatMap(([key, texts]) =>
      Object.entries(texts).map(([languageCode, value]) => ({ languageCode, group, key, value })),
    ),
  );
  await db.insert(translations).values(rows).onConflictDoNothing();
}
