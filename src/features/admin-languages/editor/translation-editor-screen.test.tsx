import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aTranslationMessage, theEventsCount } from '../../../../tests/fixtures/admin-languages';
import { anAdmin } from '../../../../tests/fixtures/user';
import {
  adminLanguagesHandlers,
  aLanguageStore,
  type LanguageStore,
} from '../../../../tests/msw/handlers/admin-languages';
import { server } from '../../../../tests/msw/server';
import { renderRoute } from '../../../../tests/render-route';
import { signedInAs } from '../../../../tests/session';

const LANGUAGE_RIGHTS = ['admin.languages.view', 'admin.languages.update'];

async function renderEditor(code = 'pl', store: LanguageStore = aLanguageStore()) {
  server.use(...adminLanguagesHandlers(store));
  signedInAs(anAdmin(), LANGUAGE_RIGHTS);
  const view = await renderRoute(`/admin/languages/${code}`);
  const table = await screen.findByRole('table', { name: /^Messages in / }, { timeout: 10_000 });
  return { ...view, store, table, user: userEvent.setup() };
}

/** Opens a message's editor from its row; answers the sheet. */
async function open(user: ReturnType<typeof userEvent.setup>, table: HTMLElement, key: string) {
  const [button] = await within(table).findAllByRole('button', { name: `Edit ${key}` });
  if (!button) throw new Error(`no ${key}`);
  await user.click(button);
  return screen.findByRole('dialog');
}

/** Replaces a field's text as pasted, so ICU's braces are not read as user-event's key names. */
async function replaceText(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/** The sample rendered for `count`, as the sheet shows it. */
function sample(sheet: HTMLElement, count: number) {
  const row = sheet.querySelector(`[data-sample="${count}"]`);
  return row?.lastElementChild?.textContent;
}

describe('TranslationEditorScreen', { timeout: 30_000 }, () => {
  it('lists the language’s messages with what readers see, and counts the whole language by state', async () => {
    const { table } = await renderEditor();
    expect((await within(table).findAllByText('Sign in')).length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Zaloguj się').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Translations: Polish');
    expect(screen.getByRole('button', { name: '0 missing' })).toBeTruthy();
  });

  it('checks the ICU text as it is typed and keeps Save blocked until it is valid', async () => {
    const { table, user, store } = await renderEditor();
    const sheet = await open(user, table, 'auth.A1b2C3');
    const field = within(sheet).getByRole('textbox', { name: 'Translation' });
    const save = within(sheet).getByRole('button', { name: 'Save translation' });

    await replaceText(user, field, 'Wejdź {count, plural, one {#}');
    expect(await within(sheet).findByText(/This is not a valid ICU message:/)).toBeTruthy();
    expect(save).toHaveProperty('disabled', true);

    await replaceText(user, field, 'Wejdź');
    expect(await within(sheet).findByText('Valid ICU message.')).toBeTruthy();
    expect(save).toHaveProperty('disabled', false);
    await user.click(save);
    await waitFor(() =>
      expect(store.saved).toEqual([{ code: 'pl', translations: { 'auth.A1b2C3': 'Wejdź' } }]),
    );
  });

  it('asks for the placeholders of the English text before saving', async () => {
    const store = aLanguageStore({
      messages: [aTranslationMessage({ key: 'auth.Hello1', source: 'Hello {name}', placeholders: ['name'] })],
    });
    const { table, user } = await renderEditor('pl', store);
    const sheet = await open(user, table, 'auth.Hello1');
    await replaceText(user, within(sheet).getByRole('textbox', { name: 'Translation' }), 'Cześć {imie}');
    expect(
      await within(sheet).findByText(
        'Use the placeholders of the English text: {name} (this text has {imie}).',
      ),
    ).toBeTruthy();
    expect(within(sheet).getByRole('button', { name: 'Save translation' })).toHaveProperty('disabled', true);
  });

  it('gives Polish its four plural forms as fields and renders 1, 2, 5 and 22 as they are typed', async () => {
    const { table, user, store } = await renderEditor();
    const sheet = await open(user, table, 'domains.Ev3nts');
    const forms = within(sheet).getByRole('group', { name: 'Plural forms of {0}' });
    const fields = within(forms).getAllByRole('textbox');
    expect(fields.map((field) => field.closest('div')?.querySelector('label span')?.textContent)).toEqual([
      'one',
      'few',
      'many',
      'other',
    ]);
    expect([1, 2, 5, 22].map((count) => sample(sheet, count))).toEqual([
      '1 zdarzenie',
      '2 zdarzenia',
      '5 zdarzeń',
      '22 zdarzenia',
    ]);

    const [one, few, many] = fields;
    if (!one || !few || !many) throw new Error('fields missing');
    await replaceText(user, one, '# wydarzenie');
    await replaceText(user, few, '# wydarzenia');
    await replaceText(user, many, '# wydarzeń');
    await waitFor(() =>
      expect([1, 2, 5, 22].map((count) => sample(sheet, count))).toEqual([
        '1 wydarzenie',
        '2 wydarzenia',
        '5 wydarzeń',
        '22 wydarzenia',
      ]),
    );

    await replaceText(
      user,
      within(sheet).getByRole('textbox', { name: 'Translation' }),
      '{0, plural, one {# wydarzenie} other {# wydarzeń}}',
    );
    expect(
      await within(sheet).findByText('The plural of {0} needs the forms few, many in this language.'),
    ).toBeTruthy();
    expect(within(sheet).getByRole('button', { name: 'Save translation' })).toHaveProperty('disabled', true);
    expect(store.saved).toEqual([]);
  });

  it('gives English its two plural forms', async () => {
    const english = '{0, plural, one {# event} other {# events}}';
    const store = aLanguageStore({
      messages: [theEventsCount({ built_in: english, translation: english })],
    });
    const { table, user } = await renderEditor('en', store);
    const sheet = await open(user, table, 'domains.Ev3nts');
    const forms = within(sheet).getByRole('group', { name: 'Plural forms of {0}' });
    expect(
      within(forms)
        .getAllByRole('textbox')
        .map((field) => (field as HTMLInputElement).value),
    ).toEqual(['# event', '# events']);
    expect(sample(sheet, 1)).toBe('1 event');
    expect(sample(sheet, 25)).toBe('25 events');
  });

  it('shows the server’s refusal of the key under the text, keeping what was typed', async () => {
    const store = aLanguageStore({ refuse: { 'auth.A1b2C3': 'The text is too long for the button' } });
    const { table, user } = await renderEditor('pl', store);
    const sheet = await open(user, table, 'auth.A1b2C3');
    const field = within(sheet).getByRole<HTMLTextAreaElement>('textbox', { name: 'Translation' });
    await replaceText(user, field, 'Zaloguj się teraz');
    await user.click(within(sheet).getByRole('button', { name: 'Save translation' }));
    expect(await within(sheet).findByText('The text is too long for the button')).toBeTruthy();
    expect(field.value).toBe('Zaloguj się teraz');
  });

  it('restores the built-in text by deleting the override', async () => {
    const store = aLanguageStore({
      messages: [aTranslationMessage({ override: 'Wejdź', overridden: true, translation: 'Wejdź' })],
    });
    const { table, user } = await renderEditor('pl', store);
    const sheet = await open(user, table, 'auth.A1b2C3');
    await user.click(within(sheet).getByRole('button', { name: 'Restore built-in text' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Restore built-in text' }));
    await waitFor(() => expect(store.saved).toEqual([{ code: 'pl', translations: { 'auth.A1b2C3': null } }]));
  });
});
