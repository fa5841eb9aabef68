import type { FastifyInstance } from 'fastify';

/** Who to be at the local provider: a listed dev identity's button, or the form for any address. */
export type LocalIdentity = { identity: string } | { email: string; name?: string } | { cancel: true };

/** The provider answered a page the browser cannot go on from (e.g. the form refused the input). */
export class UnexpectedPage extends Error {
  readonly status: number;
  readonly html: string;

  constructor(status: number, url: URL, html: string) {
    super(`${status} at ${url.href}:\n${html.slice(0, 500)}`);
    this.status = status;
    this.html = html;
  }
}

interface Form {
  action: string;
  fields: Record<string, string>;
  inner: string;
}

const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function formsOf(html: string): Form[] {
  return [...html.matchAll(/<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/g)].map(
    ([, action = '', inner = '']) => {
      const fields: Record<string, string> = {};
      for (const [input] of inner.matchAll(/<input[^>]*>/g)) {
        const name = /name="([^"]*)"/.exec(input)?.[1];
        if (name) fields[name] = unescape(/value="([^"]*)"/.exec(input)?.[1] ?? '');
      }
      return { action: unescape(action), fields, inner };
    },
  );
}

/** Fills in the sign-in page the way a person without JavaScript would. */
function submission(html: string, who: LocalIdentity): { action: string; body: URLSearchParams } {
  const forms = formsOf(html);
  // The provider's own auto-submitting page (e.g. ending the previous identity's session) is sent as is.
  const [only] = forms;
  if (forms.length === 1 && only && !('email' in only.fields)) {
    return { action: only.action, body: new URLSearchParams(only.fields) };
  }
  const form =
    'cancel' in who
      ? forms.find((f) => f.action.endsWith('/abort'))
      : 'identity' in who
        ? forms.find((f) => f.fields.email === who.identity)
        : forms.find((f) => f.inner.includes('type="email"'));
  if (!form) throw new Error(`no form for ${JSON.stringify(who)} on the page:\n${html}`);
  const fields = 'email' in who ? { ...form.fields, email: who.email, name: who.name ?? '' } : form.fields;
  return { action: form.action, body: new URLSearchParams(fields) };
}

/**
 * Plays the browser between the authorisation URL and the SPA's callback route: follows redirects,
 * keeps the provider's cookies (in `cookies`, to play one browser across sign-ins), and submits its
 * sign-in form. Answers the callback URL it lands on.
 */
export async function signInAtLocalProvider(
  app: FastifyInstance,
  authorizationUrl: string,
  who: LocalIdentity,
  cookies = new Map<string, string>(),
): Promise<URL> {
  let url = new URL(authorizationUrl);
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 12; step += 1) {
    if (url.pathname.startsWith('/auth/social/')) return url;
    const reply = await app.inject({
      method: form ? 'POST' : 'GET',
      url: url.pathname + url.search,
      headers: {
        host: url.host,
        'accept-language': 'en',
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form && { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      payload: form?.toString(),
    });
    for (const cookie of reply.cookies) {
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now());
      if (expired) cookies.delete(cookie.name);
      else cookies.set(cookie.name, cookie.value);
    }
    form = undefined;
    if (reply.statusCode >= 300 && reply.statusCode < 400) {
      url = new URL(String(reply.headers.location), url);
    } else if (reply.statusCode === 200 && String(reply.headers['content-type']).startsWith('text/html')) {
      const next = submission(reply.body, who);
      url = new URL(next.action, url);
      form = next.body;
    } else {
      throw new UnexpectedPage(reply.statusCode, url, reply.body);
    }
  }
  throw new Error('the provider never sent the browser back to the callback route');
}
