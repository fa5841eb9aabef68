import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { commonMessages, fieldMessages } from './common-messages.ts';
import { translate } from './i18n.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

// What plain Node prints for a few messages: a context, values from a log entry and `${{ name }}`.
const RUNTIME_SCRIPT = `
import { translate } from './server/src/lib/i18n.ts';
import { describeActivity } from './server/src/routes/auth/activity-description.ts';
import { loginPage } from './server/src/services/oauth/local-idp/interaction-pages.ts';
const entry = (action, properties) => ({ action, description: null, properties });
console.log(describeActivity('pl', entry('auth.login', {})));
console.log(describeActivity('de', entry('auth.social_login', { provider: 'github' })));
const page = loginPage({ lang: 'pl', t: (message) => translate(message, 'pl'), action: '/x' });
console.log(/Kontynuuj jako Lena Local/.test(page));
`;

describe('the server catalogs', () => {
  it('translate answers from the locale’s catalog, filling the placeholders', () => {
    expect(translate(commonMessages.notFound, 'de')).toBe('Nicht gefunden');
    expect(translate(fieldMessages.minLength, 'pl', { limit: 8 })).toBe('Wymagane minimum 8 znaków');
  });

  it('finds the same translations when Node runs the sources itself, as the server does', () => {
    // The tests see messages compiled ahead by Lingui's Vite plugin; the server runs Lingui's runtime
    // `msg`, whose ids must match those `lingui extract` wrote into the catalogs.
    const node = spawnSync(process.execPath, ['--input-type=module', '-e', RUNTIME_SCRIPT], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    expect(node.stderr).toBe('');
    expect(node.stdout.trim().split('\n')).toEqual(['Zalogowano się', 'Mit GitHub angemeldet', 'true']);
  });
});
