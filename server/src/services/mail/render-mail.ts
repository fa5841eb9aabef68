import { escapeHtml, fillTemplate, placeholdersOf, type TemplateValues } from './fill-template.ts';
import { mailDocument } from './mail-layout.ts';

/** What a template says in one language: subject, HTML body and (maybe empty) plain-text body. */
export interface TemplateText {
  language: string;
  subject: string;
  bodyHtml: string;
  /** Empty or null: derived from the HTML body. */
  bodyText: string | null;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** Placeholders the template uses that `values` left without a value. */
  missingVariables: string[];
}

const BLOCK_END = /<\/(p|div|h[1-6]|li|tr|table|ul|ol)>|<br\s*\/?>/gi;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/**
 * The plain-text part of an HTML body, for a template saved without one: a link keeps its address
 * (`label (url)`) since the text part has no other way to show it, blocks become paragraphs.
 */
export function textOfHtml(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_whole, url: string, label: string) =>
      label.replace(/<[^>]+>/g, '').trim() === url ? url : `${label} (${url})`,
    )
    .replace(BLOCK_END, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n\s*/g, '\n\n')
    .trim();
}

/**
 * A template filled with `values` (escaped in the HTML part) inside the site's mail layout: what is
 * sent, and what the admin's preview shows.
 */
export function renderMail(template: TemplateText, values: TemplateValues, appName: string): RenderedMail {
  const bodyText = template.bodyText || textOfHtml(template.bodyHtml);
  const used = new Set([template.subject, template.bodyHtml, bodyText].flatMap(placeholdersOf));
  const subject = fillTemplate(template.subject, values);
  return {
    subject,
    text: fillTemplate(bodyText, values),
    html: mailDocument({
      language: template.language,
      subject,
      bodyHtml: fillTemplate(template.bodyHtml, values, escapeHtml),
      appName,
    }),
    missingVariables: [...used].filter((name) => !(name in values)),
  };
}
