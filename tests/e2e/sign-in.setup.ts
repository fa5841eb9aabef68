import { test as setup } from '@playwright/test';
import { ACCOUNTS, signedInState, signIn, type AccountName } from './accounts';

for (const name of Object.keys(ACCOUNTS) as AccountName[]) {
  setup(`sign in as ${name}`, async ({ page }) => {
    await signIn(page, name);
    await page.context().storageState({ path: signedInState(name) });
  });
}
