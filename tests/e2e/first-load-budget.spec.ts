import { expect, test } from '@playwright/test';
import {
  budgetedScripts,
  budgetTable,
  FIRST_LOAD_BUDGETS,
  overBudget,
  type BudgetResult,
} from '../../scripts/first-load-budgets';
import { signedInState } from './accounts';

/** The build the test server serves (playwright.config.ts gives it E2E_DIST_DIR). */
const DIST = process.env.E2E_DIST_DIR ?? 'dist';

// Each budgeted page opened as a first visit (a new browser context: nothing cached; the seeded owner's
// session where the page is signed in), in Polish, the default language. What it asked for until the
// network went quiet is weighed from the build's files, so the figures are the same on any machine.
test('the first loads stay within their budgets of JavaScript (gzip)', async ({ browser }) => {
  const results: BudgetResult[] = [];
  for (const budget of FIRST_LOAD_BUDGETS) {
    const context = await browser.newContext({
      locale: 'pl-PL',
      storageState: budget.signedIn ? signedInState('owner') : undefined,
    });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(budget.page, { waitUntil: 'networkidle' });
    await expect(page).toHaveURL(new RegExp(`${budget.page}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.close();
    results.push({ budget, scripts: budgetedScripts(DIST, asked) });
  }
  const table = budgetTable(results);
  console.log(table);
  expect(
    overBudget(results).map(({ budget }) => budget.page),
    `\n${table}\n`,
  ).toEqual([]);
});
