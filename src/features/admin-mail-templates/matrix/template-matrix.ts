import type { BuiltInMailKey, MailTemplate } from '@/api/queries/admin-mail-templates';
import type { Locale } from '@/i18n/locales';
import { templateStateOf, type TemplateState } from '../template-state';

export interface MatrixCell {
  language: Locale;
  state: TemplateState;
  template: MailTemplate | undefined;
}

export interface MatrixRow {
  key: string;
  /** The shipped key's name in the reader's language, else the name its first saved template has. */
  name: string;
  shipped: boolean;
  cells: MatrixCell[];
}

/**
 * The template × language matrix: a row per key the product ships (saved or not) and per key staff
 * added, in key order; a cell per language, in the languages' order.
 */
export function templateMatrix(
  shipped: readonly BuiltInMailKey[],
  saved: readonly MailTemplate[],
  languages: readonly Locale[],
): MatrixRow[] {
  const names = new Map<string, { name: string; shipped: boolean }>();
  for (const key of shipped) names.set(key.key, { name: key.name, shipped: true });
  for (const template of saved) {
    if (!names.has(template.key)) names.set(template.key, { name: template.name, shipped: false });
  }
  return [...names.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, { name, shipped: isShipped }]) => ({
      key,
      name,
      shipped: isShipped,
      cells: languages.map((language) => {
        const template = saved.find((row) => row.key === key && row.language === language);
        return { language, state: templateStateOf(template), template };
      }),
    }));
}
