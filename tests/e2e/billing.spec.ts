import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signedInState } from './accounts';
import { CARDS, payOnSandbox } from './billing-checkout';

// The owner, in English, pays for their domains: compares the plans, upgrades a domain through the
// sandbox's hosted checkout and sees it confirmed, has a card declined, cancels and resumes a
// subscription and downloads an invoice. The pictures' domain (new-store.example.com) is left alone.
test.use({ storageState: signedInState('owner'), locale: 'en-US' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('language', JSON.stringify({ value: 'en', storedAt: Date.now() }));
    localStorage.setItem('lang', 'en');
  });
});

/** The subscriptions card's row of `domain`. */
const rowOf = (page: Page, domain: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(domain, { exact: true }) });

/** Opens the plan chooser for `domain`, picks `plan` and waits for the server's check. */
async function choosePlan(page: Page, domain: string, plan: string) {
  await page.getByRole('button', { name: `Change plan for ${domain}` }).click();
  await expect(page.getByRole('combobox', { name: 'Domain' })).toHaveText(domain);
  await page.getByRole('button', { name: `Choose ${plan}` }).click();
}

test('the owner compares plans, upgrades, has a card declined, cancels, resumes, downloads an invoice and visits the portal', async ({
  page,
}) => {
  test.setTimeout(120_000);

  await test.step('compare the plans, monthly and yearly', async () => {
    await page.goto('/billing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Billing');
    const comparison = page.getByRole('table', { name: 'Compare plans' });
    // The seeded plans come first; other tests (the plans journey) may offer plans of their own meanwhile.
    const headers = comparison.getByRole('columnheader');
    const seeded = [
      'Feature',
      /^Starter \(monthly\)\$19\.00 a month$/,
      /^Pro \(monthly\)\$49\.00 a month$/,
      /^Business \(monthly\)\$149\.00 a month$/,
    ];
    for (const [column, header] of seeded.entries()) await expect(headers.nth(column)).toHaveText(header);
    await expect(comparison.getByRole('row', { name: /^Events per month/ })).toHaveText(
      /^Events per month10,000100,0001,000,000/,
    );
    await expect(comparison.getByRole('row', { name: /^Destinations/ })).toHaveText(
      /^Destinations25Unlimited/,
    );
    await expect(page.locator('[data-plan="pro-monthly"]').getByText('Popular')).toBeVisible();

    await page.getByRole('radio', { name: 'Yearly' }).click();
    await expect(page).toHaveURL(/interval=year/);
    await expect(page.locator('[data-plan="pro-yearly"]')).toContainText('$490.00 a year');
    await expect(comparison.getByRole('columnheader', { name: /Business \(yearly\)/ })).toBeVisible();
    await page.getByRole('radio', { name: 'Monthly' }).click();
    await expect(page.locator('[data-plan="pro-monthly"]')).toBeVisible();
  });

  await test.step('upgrade academy.example.net to Pro with the paying card', async () => {
    await expect(rowOf(page, 'academy.example.net')).toContainText('Starter (monthly)');
    await choosePlan(page, 'academy.example.net', 'Pro (monthly)');
    await expect(
      page.getByRole('heading', { name: 'Upgrade academy.example.net to Pro (monthly)' }),
    ).toBeVisible();
    await expect(
      page.getByText(
        /^Charged now for the rest of the current period: \$\d+\.\d\d\. Then \$49\.00 a month\.$/,
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Continue to checkout' }).click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\//);
    await payOnSandbox(page, CARDS.pays);

    await expect(page).toHaveURL(/\/checkout\/success\?session_id=/);
    await expect(page.getByText('Payment confirmed')).toBeVisible();
    await expect(page.getByText('academy.example.net is now on Pro (monthly).')).toBeVisible();
    await page.getByRole('link', { name: 'Go to billing' }).click();
    await expect(rowOf(page, 'academy.example.net')).toContainText('Pro (monthly)');
    await expect(rowOf(page, 'academy.example.net')).toContainText('Active');
  });

  await test.step('a declined card lands on /checkout/failed with the reason, and Try again starts over', async () => {
    await choosePlan(page, 'academy.example.net', 'Business (monthly)');
    await page.getByRole('button', { name: 'Continue to checkout' }).click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\//);
    await payOnSandbox(page, CARDS.declined);

    await expect(page).toHaveURL(/\/checkout\/failed\?session_id=/);
    await expect(page.getByText('The payment did not go through')).toBeVisible();
    await expect(page.getByText(/declined/i).last()).toBeVisible();
    await expect(page.getByText('Business (monthly)')).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\//);
    await page.goto('/billing');
    await expect(rowOf(page, 'academy.example.net')).toContainText('Pro (monthly)');
  });

  await test.step('cancel shop.example.com at the end of the period, then resume it', async () => {
    const shop = rowOf(page, 'shop.example.com');
    await shop.getByRole('button', { name: 'Cancel the subscription of shop.example.com' }).click();
    const cancelling = page.getByRole('alertdialog', {
      name: 'Cancel the subscription of shop.example.com?',
    });
    await cancelling.getByLabel('Why are you leaving? (optional)').fill('Testing the way out');
    await cancelling.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(cancelling).toBeHidden();
    await expect(shop).toContainText('Ends at period end');
    await expect(shop).toContainText(/Ends on \d{1,2} \w{3} \d{4}/);

    await shop.getByRole('button', { name: 'Resume the subscription of shop.example.com' }).click();
    const resuming = page.getByRole('alertdialog', { name: 'Resume the subscription of shop.example.com?' });
    await resuming.getByRole('button', { name: 'Resume subscription' }).click();
    await expect(resuming).toBeHidden();
    await expect(shop).toContainText('Active');
    await expect(shop).toContainText(/Renews on/);
  });

  await test.step('download an invoice as a PDF', async () => {
    const invoices = page.getByRole('table', { name: 'Your invoices' });
    const first = invoices.getByRole('row').nth(1);
    const number = (await first.getByRole('cell').first().locator('.font-mono').textContent()) ?? '';
    // Numbered as every invoice is, the seeded ones too: gapless per year.
    expect(number).toMatch(/^TL-\d{4}-\d{6}$/);
    const download = page.waitForEvent('download');
    await first.getByRole('button', { name: `Download invoice ${number} as PDF` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`invoice-${number}.pdf`);
    const bytes = await readFile(await file.path());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  await test.step('open the billing portal and come back', async () => {
    await page.getByRole('button', { name: 'Billing portal' }).click();
    await expect(page).toHaveURL(/\/sandbox\/portal/);
    await page.locator('a[href$="/billing"]').click();
    await expect(page).toHaveURL(/\/billing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Billing');
  });
});
