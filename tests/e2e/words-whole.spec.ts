import { expect, test, type Page } from '@playwright/test';
import { signIn } from './accounts';
import { settled } from './settled';
import { SIGNED_IN_ROUTES } from './shell-route-list';

// Issue 26, item 17: on a phone, ordinary words wrap whole, in every language; only long tokens
// (addresses, ids, keys, host names) may be cut where they do not fit.

/**
 * The words cut across two lines on the page: a word is a run of letters standing alone between spaces
 * (punctuation around it aside, hyphenated parts apart), so host names, ids and keys are not words.
 */
function wordsCutInTwo(page: Page) {
  return page.evaluate(() => {
    const cut: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      if (!text.parentElement || text.parentElement.closest('script, style, svg')) continue;
      for (const chunk of text.data.matchAll(/\S+/gu)) {
        const lead = /^[\p{P}\p{S}]*/u.exec(chunk[0])?.[0].length ?? 0;
        const word = chunk[0].slice(lead).replace(/[\p{P}\p{S}]+$/u, '');
        if (!/^\p{L}+(?:-\p{L}+)*$/u.test(word)) continue;
        let start = chunk.index + lead;
        for (const part of word.split('-')) {
          const range = document.createRange();
          range.setStart(text, start);
          range.setEnd(text, start + part.length);
          const lines = new Set(
            [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
          );
          if (lines.size > 1) cut.push(`${part} (${text.parentElement.tagName.toLowerCase()})`);
          start += part.length + 1;
        }
      }
    }
    return cut;
  });
}

test.use({ viewport: { width: 360, height: 740 } });

test('the check finds a word that break-all cuts, and none in words that wrap whole', async ({ page }) => {
  await page.setContent('<p style="width: 80px; word-break: break-all">Ereignisse gesendet</p>');
  expect(await wordsCutInTwo(page)).not.toEqual([]);
  await page.setContent(
    '<p style="width: 80px; overflow-wrap: break-word">Ereignisse gesendet <span style="word-break: break-all">t.shop.example.com</span></p>',
  );
  expect(await wordsCutInTwo(page)).toEqual([]);
});

/** Signs the demo owner in with `language` as the browser's choice; answers the shop domain's id. */
async function ownerInLanguage(page: Page, language: string): Promise<string> {
  await signIn(page, 'owner');
  await page.evaluate((chosen) => {
    localStorage.setItem('language', JSON.stringify({ value: chosen, storedAt: Date.now() }));
    localStorage.setItem('lang', chosen);
  }, language);
  await page.goto('/domains?search=shop.example.com');
  const shop = await page.getByRole('link', { name: 'shop.example.com', exact: true }).getAttribute('href');
  return shop?.split('/').at(-1) ?? '';
}

/** Common phone widths, narrowest to widest: where a word beside a long token could be pushed to a cut. */
const PHONE_WIDTHS = [320, 344, 360, 375, 390, 412, 430, 480];

for (const language of ['de', 'pl', 'en', 'es', 'fr'] as const) {
  test(`in ${language} on a phone, no page of the owner cuts a word in two`, async ({ page }) => {
    test.setTimeout(300_000);
    const shopId = await ownerInLanguage(page, language);
    // The pages where words stand beside tokens (a DNS record, a request line, a domain's name) are also
    // measured at every common phone width; the others at 360 px.
    const besideTokens = [
      `/domains/tracking?domain=${shopId}`,
      `/domains/${shopId}`,
      '/events/test',
      '/billing',
      '/events',
    ];
    const paths = [
      ...SIGNED_IN_ROUTES.map(([path]) => path).filter(
        (path) => !path.startsWith('/admin') && !besideTokens.includes(path),
      ),
      ...besideTokens,
    ];
    const found: string[] = [];
    for (const path of paths) {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await settled(page);
      for (const width of besideTokens.includes(path) ? PHONE_WIDTHS : [360]) {
        await page.setViewportSize({ width, height: 740 });
        found.push(...(await wordsCutInTwo(page)).map((word) => `${path} at ${width} px: ${word}`));
      }
    }
    expect(found).toEqual([]);
  });
}
