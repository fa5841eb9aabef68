import { expect, test } from '@playwright/test';
import { setDnsAnswer } from './dns-control';
import { signInAs } from './accounts';
import { administratorToken, journeyAdministrator } from './journey-administrator';
import { webhookDomain } from './webhook-domain';
import { startWebhookReceiver, WEBHOOK_HOST } from './webhook-receiver';

// Issue 30's queue journey, on the real screen and server. An owner of the journey's own forwards a
// domain's events to a webhook, and the webhook goes down: every delivery to it fails (the e2e server
// gives a delivery up at its first failure, DELIVERY_RETRY_LIMIT=0). An administrator of the journey's
// own finds the failures grouped under that domain and destination in the queue screen, sees the jobs,
// and once the webhook is back retries all of them with a reason, and sees them completed and the events
// received. The journey's domain is deleted at the end; the demo data is as it was.

const PASSWORD = 'Administrator12345';

test('an administrator finds a broken webhook’s failed deliveries grouped, retries all of them once it is fixed, and sees them delivered', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const receiver = await startWebhookReceiver();
  await setDnsAnswer(request, WEBHOOK_HOST, { a: ['127.0.0.1'] });
  const stamp = `${Date.now()}-${test.info().workerIndex}`;
  const domain = await webhookDomain(request, { tag: 'queue-journey', url: receiver.url });

  try {
    await test.step('the owner’s domain, forwarding to the webhook, which is down, sends two batches', () =>
      domain.send([2, 2]));

    const email = `e2e-queues-${stamp}@example.com`;
    await journeyAdministrator(request, await administratorToken(request), {
      name: 'Quinn Queue',
      email,
      password: PASSWORD,
      language: 'en',
    });
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    await signInAs(page, { email, password: PASSWORD });
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    const group = page
      .getByRole('list', { name: 'Failed deliveries' })
      .getByRole('listitem')
      .filter({ hasText: domain.name });
    const jobs = page.getByRole('table', { name: 'Jobs' });
    await test.step('the failures are grouped under the domain and the webhook, with their jobs', async () => {
      await page.goto('/admin/queue-monitoring');
      // The screen asks again every 5 s: the deliveries fail within seconds of being sent.
      await expect(group).toContainText('webhook', { timeout: 60_000 });
      await expect(group).toContainText('2 jobs, 4 events');
      await expect(group).toContainText('status 503');
      await expect(group.getByRole('link', { name: domain.name })).toHaveAttribute(
        'href',
        `/admin/domains/${domain.id}`,
      );
      await group.getByRole('button', { name: 'Show the jobs and their events' }).click();
      await expect(page).toHaveURL(new RegExp(`domain_id=${domain.id}`));
      await expect(jobs.getByRole('row').filter({ hasText: 'Failed' })).toHaveCount(2);
    });

    await test.step('the webhook is back; all of the group’s jobs are retried with a reason', async () => {
      receiver.answerWith(200);
      await group.getByRole('button', { name: 'Retry all' }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog.getByRole('heading', { name: 'Retry 2 jobs?' })).toBeVisible();
      await dialog.getByRole('textbox').fill('The webhook is back');
      await dialog.getByRole('button', { name: 'Retry all' }).click();
      await expect(dialog).toBeHidden();
    });

    await test.step('the failures are gone, the jobs completed and the events received', async () => {
      await expect(group).toHaveCount(0, { timeout: 60_000 });
      // The domain's webhook jobs in every state: the same two, completed.
      await page.getByRole('button', { name: /^State/ }).click();
      await page.getByRole('menuitemcheckbox', { name: 'Failed' }).click();
      await page.keyboard.press('Escape');
      await expect(jobs.getByRole('row').filter({ hasText: 'Completed' })).toHaveCount(2);
      await expect(jobs.getByRole('row').filter({ hasText: 'Failed' })).toHaveCount(0);
      expect(receiver.eventsTaken()).toBe(4);
    });
    await context.close();
  } finally {
    await receiver.close();
    await setDnsAnswer(request, WEBHOOK_HOST, null);
    await domain.remove();
  }
});
