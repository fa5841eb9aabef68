import type { Locale } from '#locales';

/** Markup already escaped, which `html` inserts as it is. */
export class SafeHtml {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString() {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escape = (text: string) => text.replaceAll(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

type Part = SafeHtml | string | number | null | undefined | false | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof SafeHtml) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return escape(String(part));
}

/** A template of markup whose values are escaped (text and attributes alike) unless they are SafeHtml. */
export function html(strings: TemplateStringsArray, ...values: Part[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, string, index) => out + render(values[index - 1]) + string));
}

/**
 * The hosted pages' look: system fonts, one card in the middle, light or dark as the system prefers, and
 * a focus ring that shows. Inline, so a page is one request and the strict CSP's `style-src` allows it.
 */
const STYLE = `
:root { color-scheme: light dark; --bg: #f4f5f7; --card: #ffffff; --text: #17181c; --muted: #5b5f6b;
  --border: #d5d8de; --accent: #2f54eb; --accent-text: #ffffff; --danger: #b42318; --notice: #fff7e0;
  --notice-text: #5c4400; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #0f1115; --card: #1a1d23; --text: #eceef2; --muted: #a3a8b4; --border: #353a44;
    --accent: #7b93ff; --accent-text: #0f1115; --danger: #ff8a80; --notice: #3a3000; --notice-text: #ffe08a; }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--text); font: 16px/1.5 system-ui, -apple-system,
  "Segoe UI", Roboto, sans-serif; }
main { max-width: 30rem; margin: 2rem auto; padding: 1.5rem; background: var(--card);
  border: 1px solid var(--border); border-radius: 0.75rem; }
h1 { font-size: 1.375rem; margin: 0 0 1rem; }
h2 { font-size: 1rem; margin: 1.5rem 0 0.5rem; }
.notice { background: var(--notice); color: var(--notice-text); padding: 0.5rem 0.75rem; border-radius: 0.5rem;
  font-size: 0.875rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; margin: 0; }
dt { color: var(--muted); }
dd { margin: 0; text-align: end; font-variant-numeric: tabular-nums; }
/* On a phone each figure goes under its name, so a domain's name has the whole width. */
@media (max-width: 26rem) {
  dl { grid-template-columns: 1fr; }
  dd { text-align: start; margin-bottom: 0.5rem; }
}
.total { font-weight: 600; }
.hint { color: var(--muted); font-size: 0.875rem; }
label { display: block; margin: 0.75rem 0 0.25rem; font-weight: 500; }
input { width: 100%; padding: 0.5rem 0.625rem; font: inherit; color: inherit; background: var(--bg);
  border: 1px solid var(--border); border-radius: 0.375rem; }
input[aria-invalid="true"] { border-color: var(--danger); }
.row { display: grid; grid-template-columns: 1fr 1fr; grid-template-rows: auto auto auto; gap: 0 1rem; }
/* Label, input and error on rows shared by both fields: a label that wraps keeps the inputs level. */
.row > div { display: grid; grid-row: span 3; grid-template-rows: subgrid; }
.row label { align-self: end; }
.error { color: var(--danger); font-size: 0.875rem; margin: 0.25rem 0 0; }
.alert { color: var(--danger); font-weight: 500; }
.actions { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; margin-top: 1.25rem; }
button { font: inherit; font-weight: 600; padding: 0.625rem 1rem; border-radius: 0.375rem; cursor: pointer;
  border: 1px solid var(--accent); background: var(--accent); color: var(--accent-text); }
button.secondary { background: transparent; color: var(--text); border-color: var(--border); }
a { color: var(--accent); }
:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
table { width: 100%; border-collapse: collapse; font-size: 0.875rem; }
td { padding: 0.25rem 0; border-top: 1px solid var(--border); }
td code { white-space: nowrap; }
td + td { padding-left: 0.75rem; }
code { font-size: 0.875rem; }
`;

/** A whole hosted page in `locale`. */
export function page({ locale, title, body }: { locale: Locale; title: string; body: SafeHtml }): string {
  return `<!doctype html>${
    html`<html lang="${locale}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <style>
          ${new SafeHtml(STYLE)}
        </style>
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`.value
  }`;
}

/** An amount in the currency's minor unit, as `locale` writes money. */
export function formatMoney(amount: number, currency: string, locale: Locale): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  return format.format(amount / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}
