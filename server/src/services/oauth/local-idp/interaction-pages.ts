import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/runtime-macro';
import { DEV_IDENTITIES } from './dev-identities.ts';

type Translate = (message: MessageDescriptor) => string;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to put inside HTML, attributes included. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

// Inline styles only: the CSP allows no other origin, and the page must work without JavaScript.
const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f4f5;color:#18181b;margin:0;padding:2rem 1rem}
main{max-width:26rem;margin:0 auto;background:#fff;border-radius:.75rem;padding:1.5rem 1.75rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.25rem;margin:0 0 .5rem}p{color:#52525b;margin:0 0 1.25rem}form{margin:0 0 .75rem}
button{width:100%;padding:.6rem;border-radius:.5rem;border:1px solid #d4d4d8;background:#fff;font:inherit;cursor:pointer}
button.primary{background:#18181b;color:#fff;border-color:#18181b}label{display:block;font-size:.875rem;margin:.75rem 0 .25rem}
input{box-sizing:border-box;width:100%;padding:.55rem;border:1px solid #d4d4d8;border-radius:.5rem;font:inherit}
h2{font-size:1rem;margin:1.5rem 0 .25rem}.error{color:#b91c1c;font-size:.875rem;margin:.25rem 0 0}
.submit{margin-top:1rem}.cancel button{border:none;color:#52525b;text-decoration:underline;background:none}`;

function layout(lang: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

export interface LoginPageOptions {
  lang: string;
  t: Translate;
  /** Where the forms post: `<action>/login` and `<action>/abort`. */
  action: string;
  /** What was typed last time, with the message explaining why it was refused. */
  typed?: { email: string; name: string; error: MessageDescriptor };
}

/** The sign-in page: one button per dev identity, a form for any address, and a way to cancel. */
export function loginPage({ lang, t, action, typed }: LoginPageOptions): string {
  const login = escapeHtml(`${action}/login`);
  const identities = DEV_IDENTITIES.map(
    (identity) => `<form method="post" action="${login}">
<input type="hidden" name="email" value="${escapeHtml(identity.email)}">
<button type="submit" class="primary">${escapeHtml(t(msg`Continue as ${{ name: identity.name }}`))}
&lt;${escapeHtml(identity.email)}&gt;</button></form>`,
  ).join('\n');
  const error = typed
    ? `<p class="error" id="email-error" role="alert">${escapeHtml(t(typed.error))}</p>`
    : '';
  const title = t(msg`Sign in with the local provider`);
  const lead = t(msg`A demo identity provider: no password is needed. Choose who you are.`);
  return layout(
    lang,
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(lead)}</p>
${identities}
<h2>${escapeHtml(t(msg`Or sign in with any email address`))}</h2>
<form method="post" action="${login}">
<label for="email">${escapeHtml(t(msg`Email address`))}</label>
<input id="email" name="email" type="email" required autocomplete="email" value="${escapeHtml(typed?.email ?? '')}"${typed ? ' aria-invalid="true" aria-describedby="email-error"' : ''}>
${error}
<label for="name">${escapeHtml(t(msg`Name (optional)`))}</label>
<input id="name" name="name" type="text" maxlength="100" autocomplete="name" value="${escapeHtml(typed?.name ?? '')}">
<button type="submit" class="submit">${escapeHtml(t(msg`Continue`))}</button></form>
<form method="post" action="${escapeHtml(`${action}/abort`)}" class="cancel">
<button type="submit">${escapeHtml(t(msg`Cancel`))}</button></form>`,
  );
}

/** A page that explains why the sign-in cannot go on. */
export function errorPage(lang: string, t: Translate, detail: string): string {
  const title = t(msg`The sign-in did not work`);
  return layout(lang, title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(detail)}</p>`);
}
