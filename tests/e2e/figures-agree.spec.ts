import { expect, test, type Page } from '@playwright/test';
import { signedInState } from './accounts';
import { BOTH_LANGUAGES_BOTH_SIZES, photograph, PICTURES } from './photograph';

// Where the seeded owner's numbers used to disagree: the destination cards on /events said "no
// deliveries" above delivered rows, the shop's API key said "never used" after thousands of events sent
// with it, and test events counted in some places only. In Polish, then pictures of each screen in both
// languages on a phone and a laptop, light and dark (tests/e2e/photograph.ts).
test.use({ storageState: signedInState('owner'), locale: 'pl-PL' });

// A screen opened cold (the app, its chunks and its data) on a machine two browsers share can take more
// than the usual 10 s to show what it loads; later states on it keep the usual wait.
const opened = expect.configure({ timeout: 30_000 });

const TEST_EVENTS_LEFT_OUT = {
  pl: /Zdarzenia testowe są (tu )?pominięte/,
  en: /Test events are left out/,
};

/** The destination cards on /events whose state badge reaches past the card's padding, by their names. */
const badgesPastTheirCard = (page: Page) =>
  page.locator('[data-slot="card"]:has(> div > [data-slot="badge"])').evaluateAll((cards) =>
    cards.flatMap((card) => {
      const badge = card.querySelector('[data-slot="badge"]');
      if (!badge) return [];
      const inside = card.getBoundingClientRect().right - parseFloat(getComputedStyle(card).paddingRight);
      return badge.getBoundingClientRect().right > inside + 0.5
        ? [card.querySelector('span')?.textContent ?? '']
        : [];
    }),
  );

async function openShop(page: Page) {
  await page.goto('/domains');
  await page.getByRole('link', { name: 'shop.example.com', exact: true }).click();
  await opened(page.getByRole('heading', { level: 1 })).toHaveText('shop.example.com');
}

test('the destination cards say their window and counts, the key its last use, and screens the test-event rule', async ({
  page,
}) => {
  // Three screens, each loaded from the server: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  await test.step('the destination cards on /events', async () => {
    await page.goto('/events');
    const strip = page.getByRole('region', { name: 'Stan miejsc docelowych' });
    await opened(strip).toContainText('Każde miejsce docelowe w ostatniej godzinie, w całej platformie');
    const meta = strip.getByRole('listitem').filter({ hasText: 'Meta' });
    await expect(meta.getByRole('term')).toHaveText([
      'Dostarczone',
      'Nieudane',
      'Skuteczność',
      'Ostatni błąd',
      'Zaległości',
    ]);
    await expect(meta.getByRole('definition').first()).toHaveText(/^\d[\d\s ]*$/);
    // Each card's state badge stays inside the card, its longest wording too, four cards to a row.
    for (const width of [1280, 1366]) {
      await page.setViewportSize({ width, height: 768 });
      await expect.poll(() => badgesPastTheirCard(page), { message: `at ${width} px` }).toEqual([]);
    }
  });

  await test.step('the shop’s API key was last used for its newest event', async () => {
    await openShop(page);
    const lastUsed = page.getByRole('term').filter({ hasText: 'Ostatnio użyty' });
    await expect(lastUsed.locator('xpath=following-sibling::dd[1]')).not.toHaveText('Jeszcze nie');
    await expect(page.getByText('przyszły bez tego klucza')).toHaveCount(0);
  });

  await test.step('the dashboard and analytics say test events are left out', async () => {
    await page.goto('/dashboard');
    await opened(page.getByText(TEST_EVENTS_LEFT_OUT.pl)).toBeVisible();
    await page.goto('/analytics');
    await opened(page.getByText(TEST_EVENTS_LEFT_OUT.pl)).toBeVisible();
  });
});

/** Waits for the screen's figures and lists to have loaded. */
const settled = async (shown: Page) => {
  await expect(shown.locator('[aria-busy="true"]')).toHaveCount(0);
};

test('screenshots of the destination cards on /events', PICTURES, async ({ page }) => {
  test.setTimeout(300_000);
  await photograph(page, {
    name: 'figures-events-destinations',
    path: '/events',
    shots: BOTH_LANGUAGES_BOTH_SIZES,
    ready: async (shown) => {
      await expect(shown.locator('[data-slot="card"] dl').first()).toBeVisible();
      await settled(shown);
    },
  });
});

test('screenshots of the shop’s API key card', PICTURES, async ({ page }) => {
  test.setTimeout(300_000);
  await openShop(page);
  await photograph(page, {
    name: 'figures-domain-api-key',
    path: new URL(page.url()).pathname,
    shots: BOTH_LANGUAGES_BOTH_SIZES,
    ready: async (shown) => {
      await expect(shown.getByRole('heading', { level: 1 })).toHaveText('shop.example.com');
      await settled(shown);
    },
  });
});

for (const [name, path] of [
  ['figures-dashboard-recent', '/dashboard'],
  ['figures-analytics-note', '/analytics'],
] as const) {
  test(`screenshots of the test-event note on ${path}`, PICTURES, async ({ page }) => {
    test.setTimeout(300_000);
    await photograph(page, {
      name,
      path,
      shots: BOTH_LANGUAGES_BOTH_SIZES,
      ready: async (shown) => {
        await expect(
          shown.getByText(/Test events are left out|Zdarzenia testowe są (tu )?pominięte/),
        ).toBeVisible();
        await settled(shown);
      },
    });
  });
}
