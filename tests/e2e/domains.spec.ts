import { expect, test } from '@playwright/test';
import { signedInState } from './accounts';
import { E2E_CNAME_TARGET, setDnsAnswer } from './dns-control';

test.use({ storageState: signedInState('owner'), locale: 'pl-PL' });

// The owner's first job, in Polish: add a site with Meta's Conversions API as its destination, keep the
// API key shown once, give the site its tracking subdomain while DNS first answers wrong and then right
// (the screen follows without a reload), then delete the site by typing its name.
test('the owner adds a domain, sets up its tracking subdomain and deletes it', async ({ page, request }) => {
  // The setup screen looks the record up again every 15 s; CI's load can add a few more.
  test.setTimeout(180_000);
  const name = `sklep-${Date.now()}-${Math.floor(Math.random() * 1e6)}.example.com`;
  const hostname = `t.${name}`;
  const wrongTarget = `stary-cdn.${name}`;
  await setDnsAnswer(request, hostname, { cname: wrongTarget });
  await setDnsAnswer(request, wrongTarget, 'nxdomain');

  try {
    await test.step('add the domain with Meta and see its key once', async () => {
      await page.goto('/domains');
      await page.getByRole('link', { name: 'Dodaj domenę' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dodaj domenę');
      // Pasted as an address: the form shows the name it will be stored under.
      await page.getByLabel('Domena', { exact: true }).fill(`https://WWW.${name}/koszyk`);
      await expect(page.getByText(`Zostanie dodana jako ${name}.`)).toBeVisible();
      const meta = page.getByRole('region', { name: 'Meta Conversions API' });
      await meta.getByRole('checkbox', { name: 'Meta Conversions API' }).click();
      await meta.getByLabel('Identyfikator piksela').fill('104857600012345');
      await meta.getByLabel('Token dostępu').fill('EAAB-e2e-token');
      await page.getByRole('button', { name: 'Dodaj domenę' }).click();

      const key = page.getByLabel('Klucz API');
      await expect(key).toHaveText(/^tl_/);
      await expect(page.getByText('nie zostanie pokazany ponownie')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Kopiuj' })).toBeVisible();
      const secret = (await key.textContent()) ?? '';

      // The domain's page knows only the key's beginning, never the whole key.
      await page.getByRole('link', { name: 'Przejdź do domeny' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page.getByText('Meta Conversions API')).toBeVisible();
      await expect(page.getByText(secret)).toHaveCount(0);
    });

    await test.step('set up its tracking subdomain while DNS answers wrong, then right', async () => {
      let loads = 0;
      page.on('load', () => (loads += 1));
      await page.getByRole('link', { name: 'Skonfiguruj subdomenę śledzącą' }).click();
      const input = page.getByTestId('tracking-subdomain-input');
      await input.fill('t');
      await input.press('Enter');

      // The screen checks the new record by itself and names where it points, beside what it expects;
      // in the hour a new record may take, that is waiting for DNS, not a failure.
      await expect(page.getByTestId('dns-answer-value')).toContainText(wrongTarget, { timeout: 30_000 });
      await expect(page.getByTestId('dns-answer-outcome')).toHaveAttribute('data-outcome', 'wrong_target');
      await expect(page.getByTestId('tracking-step-dns')).toHaveAttribute('data-status', 'in_progress');
      await expect(page.getByTestId('tracking-waiting')).toContainText('Oczekiwanie na DNS');
      await expect(page.getByTestId('tracking-waiting')).toContainText(wrongTarget);
      await expect(page.getByTestId('tracking-last-error')).toHaveCount(0);
      await expect(page.getByRole('list', { name: 'Rekordy DNS do utworzenia' })).toContainText(
        E2E_CNAME_TARGET,
      );

      await setDnsAnswer(request, hostname, { cname: E2E_CNAME_TARGET });
      await expect(page.getByTestId('tracking-step-dns')).toHaveAttribute('data-status', 'done', {
        timeout: 60_000,
      });
      await expect(page.getByTestId('tracking-summary')).toHaveAttribute('data-state', 'live', {
        timeout: 30_000,
      });
      await expect(page.getByTestId('tracking-step-live')).toHaveAttribute('data-status', 'done');
      expect(loads).toBe(0);
    });

    await test.step('delete it by typing its name', async () => {
      await page.goto('/domains');
      await page.getByRole('link', { name, exact: true }).click();
      await page.getByRole('button', { name: 'Usuń domenę' }).click();
      const dialog = page.getByRole('alertdialog');
      const confirm = dialog.getByRole('button', { name: 'Usuń domenę' });
      await expect(confirm).toBeDisabled();
      await dialog.getByLabel(/aby potwierdzić/).fill(name);
      await confirm.click();

      await expect(page).toHaveURL(/\/domains$/);
      await expect(page.getByText(`Usunięto ${name}`)).toBeVisible();
      await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
    });
  } finally {
    await setDnsAnswer(request, hostname, null);
    await setDnsAnswer(request, wrongTarget, null);
  }
});
