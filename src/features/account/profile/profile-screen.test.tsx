import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProfileUpdate } from '@/api/queries/user';
import { languageService } from '@/i18n/language';
import { notify } from '@/lib/notify';
import { siteSettings } from '../../../../tests/fixtures/settings';
import { aUser } from '../../../../tests/fixtures/user';
import { contract, envelope, refusal, type SuccessOf } from '../../../../tests/msw/contract';
import { server } from '../../../../tests/msw/server';
import { renderRoute } from '../../../../tests/render-route';
import { signedInAs } from '../../../../tests/session';

const PAGE = '/settings/profile';

beforeAll(() => {
  // jsdom lacks the pointer-capture and scrolling calls Radix Select makes.
  Object.assign(Element.prototype, {
    hasPointerCapture: () => false,
    releasePointerCapture: () => undefined,
    scrollIntoView: () => undefined,
  });
});

type SaveAnswer = SuccessOf<'/user/profile', 'put'> | Response;

/** Answers PUT /user/profile with `respond` and records each body. */
function answerSave(respond: (body: ProfileUpdate) => SaveAnswer | Promise<SaveAnswer>) {
  const bodies: ProfileUpdate[] = [];
  server.use(
    contract.put('/user/profile', async ({ request }) => {
      const body = (await request.json()) as ProfileUpdate;
      bodies.push(body);
      return respond(body);
    }),
  );
  return bodies;
}

/**
 * The profile page, signed in as `profile`. Applying a language is only recorded: a real switch would
 * load a catalog and change the language of every test after this one.
 */
async function setup(profile = aUser()) {
  signedInAs(profile);
  const applied = vi.spyOn(languageService, 'applyUserPreference').mockResolvedValue(true);
  const success = vi.spyOn(notify, 'success');
  const user = userEvent.setup();
  await renderRoute(PAGE);
  await screen.findByLabelText('Display name');
  return { applied, success, user };
}

describe('ProfileScreen', () => {
  it('shows the saved profile in the form', async () => {
    await setup(aUser({ phone: '+48 600 100 200', bio: 'Runs the shop.' }));

    expect(screen.getByLabelText<HTMLInputElement>('Display name').value).toBe('Ola Nowak');
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Ola');
    expect(screen.getByLabelText<HTMLInputElement>('Phone').value).toBe('+48 600 100 200');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Bio').value).toBe('Runs the shop.');
    expect(screen.getByLabelText<HTMLSelectElement>('Time zone').value).toBe('Europe/Warsaw');
    expect(screen.getByRole('combobox', { name: 'Language' }).textContent).toBe('English');
    expect(screen.getByText('ola@example.com')).toBeTruthy();
  });

  it('saves the profile, says so and shows the saved user in the shell', async () => {
    const bodies = answerSave((body) => envelope(aUser({ name: body.name })));
    const { success, user } = await setup();

    await user.clear(screen.getByLabelText('Display name'));
    await user.type(screen.getByLabelText('Display name'), 'Ola Kowalska');
    await user.clear(screen.getByLabelText('Company'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Profile updated'));
    expect(bodies).toEqual([
      expect.objectContaining({
        name: 'Ola Kowalska',
        company: null,
        timezone: 'Europe/Warsaw',
        language: 'en',
      }),
    ]);
    await user.click(screen.getByRole('button', { name: /account menu/i }));
    expect((await screen.findByRole('menu')).textContent).toContain('Ola Kowalska');
  });

  it('sends nothing while a field breaks the rules, and says which', async () => {
    const bodies = answerSave(() => envelope(aUser()));
    const { user } = await setup();

    await user.clear(screen.getByLabelText('Display name'));
    await user.type(screen.getByLabelText('Display name'), 'O');
    await user.type(screen.getByLabelText('Phone'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('shows the server’s refusal under its field and keeps everything typed', async () => {
    answerSave(() => refusal(422, 'Invalid data', { timezone: ['Unknown time zone'] }));
    const { success, user } = await setup();

    await user.type(screen.getByLabelText('Phone'), '+48 500 000 000');
    await user.type(screen.getByLabelText('Bio'), 'Hello there');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Unknown time zone')).toBeTruthy();
    expect(screen.getByLabelText('Time zone').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText<HTMLInputElement>('Phone').value).toBe('+48 500 000 000');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Bio').value).toBe('Hello there');
    expect(success).not.toHaveBeenCalled();
  });

  it('shows the server’s message above the form when it names no field', async () => {
    answerSave(() => refusal(409, 'The profile is locked'));
    const { user } = await setup();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const form = screen.getByRole('form', { name: 'Profile details' });
    expect(await within(form).findByText('The profile is locked')).toBeTruthy();
  });

  it('shows progress while saving and sends one request however often it is clicked', async () => {
    let finish: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const bodies = answerSave(async () => {
      await held;
      return envelope(aUser());
    });
    const { success, user } = await setup();
    const save = screen.getByRole('button', { name: 'Save changes' });

    await user.click(save);
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(true));
    await user.click(save);
    finish();

    await waitFor(() => expect(success).toHaveBeenCalledTimes(1));
    expect(bodies).toHaveLength(1);
    expect(save.hasAttribute('disabled')).toBe(false);
  });

  it('switches the app to a newly chosen language once saved', async () => {
    const bodies = answerSave((body) => envelope(aUser({ language: body.language })));
    const { applied, user } = await setup();

    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Deutsch' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(applied).toHaveBeenCalledWith('de'));
    expect(bodies[0]?.language).toBe('de');
  });

  it('offers a retry when the profile page cannot be loaded', async () => {
    signedInAs();
    // The profile came with the sign-in; what the page still loads is the site settings (the photo's size
    // limit).
    let fail = true;
    server.use(contract.get('/settings', () => (fail ? refusal(500, 'Boom') : envelope(siteSettings()))));
    await renderRoute(PAGE);

    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('alert').textContent).toContain('Boom');
    fail = false;
    await userEvent.setup().click(retry);

    expect(await screen.findByLabelText('Display name')).toBeTruthy();
  });
});
