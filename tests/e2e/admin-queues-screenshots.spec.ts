import { expect, test, type Page } from '@playwright/test';
import { signedInState } from './accounts';
import { BOTH_LANGUAGES_BOTH_SIZES, photograph, PICTURES } from './photograph';
import { webhookDomain } from './webhook-domain';

// Pictures of the queue screen (tests/e2e/photograph.ts), light and dark, in Polish and English at 360
// and 1366 px, on the demo server: the queues, a group of failed deliveries (a domain of the test's own
// whose webhook's name leads nowhere, so its deliveries fail at once) and its jobs, and a job's page.

test.describe('the queue screen', PICTURES, () => {
  test.use({ storageState: signedInState('admin'), locale: 'pl-PL' });

  test('screenshots of /admin/queue-monitoring, a failed deliveries group and a job', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const domain = await webhookDomain(request, { tag: 'queue-pictures', url: 'https://down.e2e.test/hook' });
    try {
      await domain.send([3, 2]);
      const filters = `state=failed&domain_id=${domain.id}&destination=webhook`;
      const group = (screen: Page) =>
        screen.getByRole('list').getByRole('listitem').filter({ hasText: domain.name });
      await photograph(page, {
        name: 'admin-queues',
        path: `/admin/queue-monitoring?${filters}`,
        shots: BOTH_LANGUAGES_BOTH_SIZES,
        ready: async (screen) => {
          // The screen asks every 5 s; the deliveries fail within seconds of being sent.
          await expect(group(screen)).toBeVisible({ timeout: 60_000 });
          await expect(screen.getByRole('table').getByRole('row')).toHaveCount(3);
          await expect(screen.locator('[aria-busy="true"]')).toHaveCount(0);
        },
      });
      await page.goto(`/admin/queue-monitoring?${filters}`);
      const job = page.getByRole('table').getByRole('row').nth(1).getByRole('button').first();
      await job.click();
      await expect(page).toHaveURL(/job=/);
      await photograph(page, {
        name: 'admin-queues-job',
        path: new URL(page.url()).pathname + new URL(page.url()).search,
        shots: BOTH_LANGUAGES_BOTH_SIZES,
        ready: async (screen) => {
          await expect(screen.getByRole('dialog').locator('pre').first()).toContainText(domain.id);
        },
      });
    } finally {
      await domain.remove();
    }
  });
});
