import type { Locale } from '#locales';
import { escapeHtml } from '../../../services/mail/fill-template.ts';

/** What one mail says in one language; `{{ name }}` placeholders are filled when it is sent. */
export interface MailWording {
  /** The template's name in the admin panel. */
  name: string;
  subject: string;
  /** Paragraphs before the button. */
  intro: readonly string[];
  /** The button's label; it links to `{{ url }}`. */
  action: string;
  /** Paragraphs after the button. */
  outro: readonly string[];
}

/** Lines every mail shares, per language. */
export interface MailFrame {
  greeting: string;
  /** Introduces the link written out, for when the button does not work. */
  fallback: string;
  signature: string;
}

const BUTTON =
  'display:inline-block;padding:12px 24px;background:#2563eb;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600;';
const SMALL = 'font-size:13px;color:#52525b;word-break:break-all;';

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

/** The HTML body of a mail with one call to action (the page layout is added when sending). */
export function composeHtml(frame: MailFrame, wording: MailWording): string {
  return [
    paragraph(frame.greeting),
    ...wording.intro.map(paragraph),
    `<p style="margin:24px 0;"><a href="{{ url }}" style="${BUTTON}">${escapeHtml(wording.action)}</a></p>`,
    ...wording.outro.map(paragraph),
    paragraph(frame.signature),
    `<p style="${SMALL}">${escapeHtml(frame.fallback)}<br><a href="{{ url }}">{{ url }}</a></p>`,
  ].join('\n');
}

/** The plain-text body of the same mail. */
export function composeText(frame: MailFrame, wording: MailWording): string {
  return [
    frame.greeting,
    ...wording.intro,
    `${wording.action}: {{ url }}`,
    ...wording.outro,
    frame.signature,
  ].join('\n\n');
}

export type Wordings = Readonly<Record<Locale, MailWording>>;
