/** A `{{ name }}` placeholder of a mail template; spaces inside the braces are optional. */
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

export type TemplateValues = Readonly<Record<string, string | number>>;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to put inside HTML, also inside an attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** The names of the `{{ name }}` placeholders `template` uses, each once, in order. */
export function placeholdersOf(template: string): string[] {
  return [...new Set(Array.from(template.matchAll(PLACEHOLDER), ([, name = '']) => name))];
}

/**
 * Fills the `{{ name }}` placeholders of `template` with `values`, passing each value through `encode`
 * (use `escapeHtml` for HTML parts). A placeholder without a value stays as written, so a typo in an
 * edited template shows up in the mail instead of silently vanishing.
 */
export function fillTemplate(
  template: string,
  values: TemplateValues,
  encode: (value: string) => string = (value) => value,
): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    name in values ? encode(String(values[name])) : whole,
  );
}
