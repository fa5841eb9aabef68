import { expect, test } from '@playwright/test';
import { registerAccount, signedInState, signInAs } from './accounts';
import { CARDS, checkoutThroughApi, pageBearer, payOnSandbox } from './billing-checkout';

// Issue 28's payments journey, on the real screens and server. An owner of the journey's own, writing
// in Polish, pays for Pro through the sandbox. The administrator (Polish, the seeded one) finds the
// payment on /admin/payments, opens it and refunds part of it with a reason. The owner's /billing then
// says the invoice was partly refunded, with the amount, and the mail telling them arrives in Polish.

test('the administrator refunds part of a payment with a reason; the Polish owner sees it on the invoice list and gets the mail in Polish', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now()}-${test.info().workerIndex}`;
  const domain = `refund-${stamp}.example.com`;
  const account = await registerAccount(request, { tag: 'refund', password: 'Zwrot12345', language: 'pl' });

  const ownerContext = await browser.newContext({ locale: 'pl-PL' });
  const owner = await ownerContext.newPage();
  await test.step('the owner pays for Pro through the sandbox', async () => {
    await signInAs(owner, account);
    const bearer = await pageBearer(owner);
    const added = await owner.request.post('/api/v1/domains', {
      headers: { Authorization: bearer },
      data: { name: domain },
    });
    expect(added.status(), await added.text()).toBe(201);
    const checkout = await checkoutThroughApi(owner, bearer, { domain, plan: 'pro-monthly', language: 'pl' });
    await owner.goto(checkout.checkout_url);
    await payOnSandbox(owner, CARDS.pays);
    await expect(owner).toHaveURL(/\/checkout\/success\?session_id=/);
  });

  const adminContext = await browser.newContext({ locale: 'pl-PL', storageState: signedInState('admin') });
  const admin = await adminContext.newPage();
  await test.step('the administrator finds the payment and refunds 9,00 USD of it with a reason', async () => {
    await admin.goto(`/admin/payments?search=${encodeURIComponent(account.email)}`);
    const payments = admin.getByRole('table', { name: 'Płatności' });
    await payments.getByRole('link', { name: new RegExp(domain) }).click();
    await expect(admin.getByRole('heading', { level: 1 })).toContainText(domain);
    await admin.getByRole('button', { name: 'Zwróć' }).click();
    const dialog = admin.getByRole('alertdialog');
    const amount = dialog.getByRole('textbox', { name: 'Kwota w USD' });
    await expect(amount).toHaveValue('49,00');
    await amount.fill('9,00');
    await dialog.getByRole('textbox', { name: 'Powód' }).fill('Podwójne obciążenie w maju');
    await dialog.getByRole('button', { name: 'Zwróć' }).click();
    await expect(dialog).toBeHidden();
    await expect(admin.getByText('Częściowo zwrócona')).toBeVisible();
    await admin.getByRole('tab', { name: 'Zwroty (1)' }).click();
    await expect(admin.getByText('Podwójne obciążenie w maju')).toBeVisible();
  });

  await test.step('the owner’s invoice list says it, and the mail arrives in Polish', async () => {
    await owner.goto('/billing');
    const invoices = owner.getByRole('region', { name: 'Faktury' });
    await expect(invoices.getByRole('row').filter({ hasText: domain })).toContainText(
      /Częściowo zwrócono: 9,00\sUSD/,
    );
    await expect
      .poll(async () => {
        const mail = await request.get(`/__dev/mail?to=${encodeURIComponent(account.email)}`);
        const mails = (await mail.json()) as { subject: string }[];
        return mails.map((one) => one.subject).find((subject) => subject.startsWith('Zwróciliśmy'));
      })
      .toMatch(new RegExp(`^Zwróciliśmy 9,00\\sUSD za ${domain.replace(/\./g, '\\.')}$`));
  });

  await ownerContext.close();
  await adminContext.close();
});
