import { formatter } from '@lingui/format-po';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The German catalogs address the reader politely: Sie, Ihr, Ihre, Ihnen… always capitalised, never
// du or dein. A lowercase "ihr…" is German for "her", "its" or "their" too, so the check cannot tell a
// miscapitalised "Ihre" (your) from a right "ihre" (its) by itself: every lowercase one is listed
// below with what it refers to, and a new one fails until someone has read it. Beside a polite "Sie" the
// catalogs say "deren" or name the thing ("die Ereignisse der Domain"), so no reader takes it for "your".
const CATALOGS = ['locales/de/messages.po', 'locales/de/server.po'];

/** The lowercase "ihr…" read and found to mean "her", "its" or "their": message → its words, in order. */
const NOT_ADDRESSING_THE_READER: Record<string, readonly string[]> = {
  // "gibt ihr": gives it (the site, die Website), dative.
  'Add the site you sell on: Tracklane gives it an API key and forwards its conversion events to your ad platforms.':
    ['ihr einen'],
  'Each domain has a plan of its own, paid monthly or yearly.': ['ihren eigenen'],
  'Interface languages and their translations.': ['ihre Übersetzungen'],
  // "geben Sie ihr": give it (the domain), dative.
  "Next, send its events with this key and give it a tracking subdomain, so browsers treat its tracking as your own site's.":
    ['ihr eine'],
  'Subscription plans and their prices.': ['ihre Preise'],
  'Text fields and their limits': ['ihre Grenzen'],
  'The domain and its data have been deleted': ['ihre Daten'],
  'This domain has used all the events its plan allows this month': ['ihr Tarif'],
  // The suspended or reactivated user's domains (sie: the user), not the reader's.
  'They are signed out everywhere at once and cannot sign in, and their domains stop taking events, until they are reactivated.':
    ['ihre Domains'],
  'They can sign in again and their domains take events again.': ['ihre Domains'],
  'Events are failing to reach their destinations': ['ihre Ziele'],
  'A new price applies to new subscriptions at once. Existing subscriptions keep their price until their next renewal, then pay the new one.':
    ['ihren Preis'],
  'New subscriptions pay the new price at once; existing ones keep their price until their next renewal, the first on {renewal}.':
    ['ihren Preis'],
  'No one new can choose them. Their subscribers keep them, at their price, until they change plan or cancel.':
    ['ihrem Preis'],
  'Plans offer it, so its kind stays.': ['ihre Art'],
  'They take events again as their plans allow. All of them change, or none.': ['ihre Tarife'],
  'What the payment provider reported about this payment and its subscription.': ['ihrem Abonnement'],
  'Choose the domains by their ids or by a filter, not both': ['ihre IDs'],
  'Some of these domains pay for their plan: end their subscriptions instead': [
    'ihren Tarif',
    'ihre Abonnements',
  ],
  'The domain has been moved to its new owner': ['ihrem neuen'],
  'Backup {0} made; its restore test is under way': ['ihr Wiederherstellungstest'],
  'The backup has been made; its restore test is under way': ['ihr Wiederherstellungstest'],
  'The file is deleted for good, with its restore test.': ['ihrem Wiederherstellungstest'],
  'Every setting of this group has its default value.': ['ihre Voreinstellung'],
  'The setting is back to its default': ['ihre Voreinstellung'],
  'The setting takes its default value at once, in every server process.': ['ihre Voreinstellung'],
  'The host tracking subdomains point their CNAME record at': ['ihren CNAME-Eintrag'],
  'Failed jobs run again; a delivery sends its failed events again. Others are left as they are.': [
    'ihre fehlgeschlagenen',
  ],
  'It runs again; a delivery sends its failed events again.': ['ihre fehlgeschlagenen'],
  'Show the jobs and their events': ['ihre Ereignisse'],
  'Requests of this server process over the last {minutes} minutes, kept in its memory minute by minute: they start again when it restarts, and other processes count their own.':
    ['ihre eigenen'],
  'Tracklane staff deleted the domain and its data. Reply to support if you have questions.': ['ihre Daten'],
  // "Browser behalten ihre Kopie": the browsers keep their copy.
  'The server reads every language’s translations afresh. Saving in the editor does this already; use it after changes made elsewhere. Browsers keep the copy they have for up to 30 minutes.':
    ['ihre Kopie'],
  // "an ihren Schlüsseln": against its (the default language's) keys.
  'Visitors whose browser asks for none of the active languages read it, and the other languages are measured against its keys.':
    ['ihren Schlüsseln'],
};

const LOWERCASE_POLITE = /(?<!\p{L})(?:ihr|ihre|ihrem|ihren|ihrer|ihres|ihnen)(?!\p{L})(?:\s+[\p{L}-]+)?/gu;
const INFORMAL = /(?<!\p{L})(?:du|dich|dir|dein|deine|deinem|deinen|deiner|deines|euch|euer|eure)(?!\p{L})/iu;

interface Translation {
  catalog: string;
  source: string;
  german: string;
}

/** Every translated message of the German catalogs, with its English source. */
async function germanTranslations(): Promise<Translation[]> {
  const po = formatter();
  const all: Translation[] = [];
  for (const catalog of CATALOGS) {
    const messages = await po.parse(readFileSync(catalog, 'utf8'), {
      locale: 'de',
      sourceLocale: 'en',
      filename: catalog,
    });
    for (const [id, message] of Object.entries(messages)) {
      if (message.obsolete || !message.translation) continue;
      all.push({ catalog, source: message.message ?? id, german: message.translation });
    }
  }
  return all;
}

/** The lowercase "ihr…" words of a German text, each with the word after it. */
function lowercasePoliteForms(german: string): string[] {
  return [...german.matchAll(LOWERCASE_POLITE)].map((match) => match[0].replace(/\s+/g, ' '));
}

describe('the German catalogs', () => {
  it('finds a lowercase "ihr…" and the word after it', () => {
    expect(lowercasePoliteForms('Wählen Sie dann hier ihren Tarif. Ihr Konto, ihnen.')).toEqual([
      'ihren Tarif',
      'ihnen',
    ]);
  });

  it('use a lowercase "ihr…" only where it means her, its or their, read and listed', async () => {
    const unread = (await germanTranslations())
      .map(({ catalog, source, german }) => ({
        catalog,
        source,
        german,
        found: lowercasePoliteForms(german),
      }))
      .filter(({ source, found }) => {
        const listed = NOT_ADDRESSING_THE_READER[source] ?? [];
        return found.length > 0 && JSON.stringify(found) !== JSON.stringify(listed);
      });
    expect(unread).toEqual([]);
  });

  it('list no message that no longer says a lowercase "ihr…"', async () => {
    const said = new Set(
      (await germanTranslations())
        .filter(({ german }) => lowercasePoliteForms(german).length > 0)
        .map(({ source }) => source),
    );
    expect(Object.keys(NOT_ADDRESSING_THE_READER).filter((source) => !said.has(source))).toEqual([]);
  });

  it('never address the reader as du', async () => {
    const informal = (await germanTranslations()).filter(({ german }) => INFORMAL.test(german));
    expect(informal).toEqual([]);
  });
});
