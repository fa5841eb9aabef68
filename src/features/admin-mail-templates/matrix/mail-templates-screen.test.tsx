import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAdmin } from '../../../../tests/fixtures/user';
import {
  adminMailTemplatesHandlers,
  aMailTemplateStore,
} from '../../../../tests/msw/handlers/admin-mail-templates';
import { server } from '../../../../tests/msw/server';
import { renderRoute } from '../../../../tests/render-route';
import { signedInAs } from '../../../../tests/session';

describe('MailTemplatesScreen', { timeout: 20_000 }, () => {
  it('shows each template in each language as built-in, customised or missing, each cell opening its editor', async () => {
    server.use(...adminMailTemplatesHandlers(aMailTemplateStore()));
    signedInAs(anAdmin(), ['admin.mail-templates.view']);
    await renderRoute('/admin/mail-templates');
    const table = await screen.findByRole(
      'table',
      { name: 'Mail templates by language' },
      { timeout: 10_000 },
    );
    const row = within(table).getByRole('row', { name: /Password reset/ });
    expect(within(row).getByRole('link', { name: 'Polski: Missing' }).getAttribute('href')).toBe(
      '/admin/mail-templates/auth.password_reset?language=pl',
    );
    expect(within(row).getByRole('link', { name: 'English: Built-in' })).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Deutsch: Customised' })).toBeTruthy();
  });
});
