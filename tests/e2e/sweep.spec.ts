import { expect, test, type Page } from '@playwright/test';
import { signedInState, type AccountName } from './accounts';
import { settled } from './settled';
import { axeViolations, messageTexts, sidewaysScroll, textProblems, type MessageTexts } from './sweep-checks';
import { demoRecords, sweepAddresses, type DemoRecords } from './sweep-routes';

// The sweep: every route of the route tree, opened by each kind of visitor in both themes, fails on what
// any of them would meet: an axe violation (WCAG 2.1 A and AA, best practices, every impact), a screen
// wider than a 360 px phone, a console error, an English message where the language has its own, a raw
// message id or a placeholder left in braces. The light pass is Polish on a phone, the dark pass another
// language on a laptop, so each route is read in two languages, at both widths and in both themes.

type Locale = 'pl' | 'es' | 'de' | 'fr';

interface Visitor {
  name: string;
  account?: AccountName;
  /** The dark pass's language: each visitor reads the product in another. */
  otherLanguage: Locale;
}

const VISITORS: readonly Visitor[] = [
  { name: 'signed out', otherLanguage: 'de' },
  { name: 'the owner', account: 'owner', otherLanguage: 'es' },
  { name: 'support', account: 'support', otherLanguage: 'fr' },
  { name: 'the administrator', account: 'admin', otherLanguage: 'de' },
];

interface Pass {
  theme: 'light' | 'dark';
  language: Locale;
  width: number;
}

const passesOf = (visitor: Visitor): readonly Pass[] => [
  { theme: 'light', language: 'pl', width: 360 },
  { theme: 'dark', language: visitor.otherLanguage, width: 1366 },
];

/** The two halves of the route tree, a test each, so both workers share the sweep. */
const HALVES = [
  { name: 'the admin panel', has: (address: string) => address.startsWith('/admin') },
  { name: 'everything else', has: (address: string) => !address.startsWith('/admin') },
] as const;

// The demo records and each language's texts, once per worker.
let records: Promise<DemoRecords> | undefined;
const texts = new Map<Locale, Promise<MessageTexts>>();
function textsOf(language: Locale) {
  let loading = texts.get(language);
  if (!loading) texts.set(language, (loading = messageTexts(language)));
  return loading;
}

/**
 * Uncaught errors, console errors and failed API answers, from the page's start; `splice(0)` takes those
 * so far. The API's 401, 403 and 404 are how it says "not signed in", "not yours" and "no such record",
 * which the screens show as such: the browser's own console line for every answer over 400 is left to this.
 */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (response) => {
    const status = response.status();
    if (status >= 400 && ![401, 403, 404].includes(status) && response.url().includes('/api/'))
      problems.push(`${String(status)} from ${response.request().method()} ${response.url()}`);
  });
  page.on('console', (message) => {
    const text = message.text();
    // Playwright's own scripts, refused by a sandboxed frame (the mail preview): an empty `sandbox=""`
    // frame holding only a paragraph logs it too under Playwright, with no script of the page's at all.
    const harness = text.startsWith("Blocked script execution in 'about:srcdoc'");
    if (message.type() === 'error' && !text.startsWith('Failed to load resource') && !harness)
      problems.push(text);
    // A message shown before its part of the catalog was loaded (src/i18n/activate-locale.ts).
    if (message.type() === 'warning' && text.startsWith('Message ')) problems.push(text);
  });
  return problems;
}

for (const visitor of VISITORS) {
  for (const pass of passesOf(visitor)) {
    for (const half of HALVES) {
      test(`${visitor.name}, ${pass.theme} at ${String(pass.width)} px in ${pass.language}: ${half.name}`, async ({
        browser,
        request,
      }) => {
        records ??= demoRecords(request);
        const addresses = Object.values(sweepAddresses(await records))
          .flat()
          .filter(half.has);
        test.setTimeout(addresses.length * 8_000);
        const forbidden = await textsOf(pass.language);
        const context = await browser.newContext({
          ...(visitor.account ? { storageState: signedInState(visitor.account) } : {}),
          viewport: { width: pass.width, height: 800 },
          locale: 'pl-PL',
          reducedMotion: 'reduce',
        });
        await context.addInitScript(
          ({ theme, language }) => {
            // Frames (a mail's preview) have no storage of their own.
            if (window !== window.top) return;
            localStorage.setItem('tracklane.theme', theme);
            localStorage.setItem('language', JSON.stringify({ value: language, storedAt: Date.now() }));
            localStorage.setItem('lang', language);
          },
          { theme: pass.theme, language: pass.language },
        );
        const page = await context.newPage();
        const problems = watchProblems(page);
        // A screen reached again (the login a guard sends to, the not-found page) is checked by axe once.
        const checked = new Set<string>();

        for (const address of addresses) {
          await test.step(address, async () => {
            await page.goto(address);
            await settled(page);
            await expect(page.locator('html')).toHaveAttribute('lang', pass.language);
            await expect(page.locator('html')).toHaveClass(
              pass.theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
            );

            const landed = new URL(page.url());
            const heading = await page.getByRole('heading', { level: 1 }).first().textContent();
            const screen =
              heading === forbidden.notFound
                ? 'not found'
                : landed.pathname === new URL(address, landed).pathname
                  ? address
                  : landed.pathname;
            if (!checked.has(screen)) {
              checked.add(screen);
              expect.soft(await axeViolations(page), `axe on ${address}`).toEqual([]);
            }
            if (pass.width === 360)
              expect.soft(await sidewaysScroll(page), `sideways scroll on ${address}`).toBe(0);
            expect.soft(await textProblems(page, forbidden), `texts on ${address}`).toEqual([]);
            expect.soft(problems.splice(0), `console on ${address}`).toEqual([]);
          });
        }
        await context.close();
      });
    }
  }
}
