import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { compiledCatalog } from '../../scripts/first-load-catalogs';

type Locale = 'pl' | 'en' | 'es' | 'de' | 'fr';

/** What the catalogs say a page in one language must not show. */
export interface MessageTexts {
  /** English texts of messages the language translates otherwise: shown, they are a missing translation. */
  english: string[];
  /** Every message id: shown, it is a raw key where its text should be. */
  ids: string[];
  /** The not-found page's heading in the language. */
  notFound: string;
}

/** A compiled message's text when it is plain (no placeholder, plural or tag), else null. */
function plainText(compiled: unknown): string | null {
  if (typeof compiled === 'string') return compiled;
  if (Array.isArray(compiled) && compiled.every((part) => typeof part === 'string')) return compiled.join('');
  return null;
}

/** The texts a page in `language` must not show, from the dashboard's and the server's catalogs. */
export async function messageTexts(language: Locale): Promise<MessageTexts> {
  const english = new Set<string>();
  const ids = new Set<string>();
  let notFound = '';
  for (const catalog of ['messages', 'server']) {
    const source = await compiledCatalog(`locales/en/${catalog}.po`);
    const translated = await compiledCatalog(`locales/${language}/${catalog}.po`);
    for (const [id, message] of Object.entries(source)) {
      ids.add(id);
      const text = plainText(message)?.trim();
      if (text === 'Page not found') notFound = plainText(translated[id]) ?? text;
      // One-word texts such as "Status" or "OK" may be the same word in the language's own vocabulary.
      if (!text?.includes(' ') || text === plainText(translated[id])?.trim()) continue;
      english.add(text);
    }
  }
  return { english: [...english], ids: [...ids], notFound };
}

/**
 * What the page shows that a translated page must not: an English message where the language has its
 * own words, a raw message id, or a placeholder left in braces. Text marked as another language (a page
 * title in its own language) or as not to be translated (an editor's messages) is what it says it is;
 * code is code, and what a field holds is the user's.
 */
export function textProblems(page: Page, texts: MessageTexts): Promise<string[]> {
  return page.evaluate(({ english, ids }) => {
    const englishTexts = new Set(english);
    const messageIds = new Set(ids);
    const pageLanguage = document.documentElement.lang;
    const problems: string[] = [];
    const shown = (element: Element) =>
      element.checkVisibility() &&
      !element.closest('code, pre, kbd, script, style, textarea, [contenteditable], [translate="no"]') &&
      (element.closest('[lang]')?.getAttribute('lang') ?? pageLanguage) === pageLanguage;
    const check = (text: string, where: string) => {
      const trimmed = text.replace(/\s+/g, ' ').trim();
      if (trimmed === '') return;
      if (englishTexts.has(trimmed)) problems.push(`English "${trimmed}" ${where}`);
      for (const word of trimmed.split(' ')) {
        if (messageIds.has(word)) problems.push(`message id "${word}" ${where}`);
      }
      const placeholder = /\{\s*\w+\s*(,\s*(plural|select|selectordinal|number|date|time)\b[^}]*)?\}/.exec(
        trimmed,
      );
      if (placeholder) problems.push(`placeholder "${placeholder[0]}" in "${trimmed.slice(0, 80)}" ${where}`);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && shown(parent)) check(node.textContent ?? '', `in <${parent.tagName.toLowerCase()}>`);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (!shown(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value) check(value, `in ${name} of <${element.tagName.toLowerCase()}>`);
      }
    }
    return problems;
  }, texts);
}

/** How far the page reaches past the viewport's right edge, in CSS pixels. */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** axe's WCAG 2.1 A and AA rules and its best practices, every impact: each violation with its first nodes. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .setLegacyMode()
    .analyze();
  return results.violations.map(
    ({ id, impact, nodes }) =>
      `${id} (${impact ?? 'no impact'}): ${nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}
