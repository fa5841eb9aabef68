import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anAdmin } from '../../../../tests/fixtures/user';
import {
  adminMailTemplatesHandlers,
  aMailTemplateStore,
} from '../../../../tests/msw/handlers/admin-mail-templates';
import { server } from '../../../../tests/msw/server';
import { renderRoute } from '../../../../tests/render-route';
import { signedInAs } from '../../../../tests/session';

const RIGHTS = ['admin.mail-templates.view', 'admin.mail-templates.update', 'admin.mail-templates.create'];

async function renderEditor(path: string) {
  const store = aMailTemplateStore();
  server.use(...adminMailTemplatesHandlers(store));
  signedInAs(anAdmin(), RIGHTS);
  await renderRoute(path);
  const form = await screen.findByRole('form', { name: 'Mail template' }, { timeout: 10_000 });
  return { store, form, user: userEvent.setup() };
}

describe('MailTemplateScreen', { timeout: 20_000 }, () => {
  it('lists the template’s variables and files the server’s refusal of an unknown placeholder under the subject, keeping what was typed', async () => {
    const { form, user, store } = await renderEditor('/admin/mail-templates/auth.password_reset?language=en');
    expect(within(form).getByText('{{ expires_minutes }}')).toBeTruthy();
    const subject = within(form).getByLabelText('Subject');
    await user.clear(subject);
    await user.type(subject, 'Your link, {{{{ nmae }}');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('The placeholder {{ nmae }} is not one of this template’s variables'),
    ).toBeTruthy();
    expect((subject as HTMLInputElement).value).toBe('Your link, {{ nmae }}');
    expect(store.updates).toHaveLength(1);
  });

  it('previews what the form holds with the sample values, and names a placeholder left without one', async () => {
    const { form, user, store } = await renderEditor('/admin/mail-templates/auth.password_reset?language=en');
    const subject = within(form).getByLabelText('Subject');
    await user.clear(subject);
    await user.type(subject, 'Hi {{{{ name }} from {{{{ app_name }} {{{{ url }}');
    await waitFor(
      () =>
        expect(screen.getByTestId('preview-subject').textContent).toMatch(
          /^Hi Anna Kowalska from Tracklane https:/,
        ),
      {
        timeout: 5_000,
      },
    );
    expect(store.previews.at(-1)?.sample_variables).toMatchObject({ name: 'Anna Kowalska' });
    expect(screen.getByTitle('Mail preview').getAttribute('sandbox')).toBe('');
  });

  it('shows how the German template differs from the built-in text, and resets it after confirmation', async () => {
    const { user, store } = await renderEditor('/admin/mail-templates/auth.password_reset?language=de');
    const diff = await screen.findByTestId('built-in-diff');
    expect(within(diff).getByText('Neues Passwort für {{ name }}')).toBeTruthy();
    expect(within(diff).getByText('Setzen Sie Ihr Passwort für {{ app_name }} zurück')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reset to built-in' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(store.updates).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Reset to built-in' }));
    await waitFor(() => expect(store.updates).toHaveLength(1));
    expect(store.updates[0]?.body).toMatchObject({
      subject: 'Setzen Sie Ihr Passwort für {{ app_name }} zurück',
    });
    expect(await screen.findByText('The same as the built-in text.')).toBeTruthy();
  });
});
