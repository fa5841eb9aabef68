import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createLanguageService } from '@/i18n/language-service';
import { isLocale, type Locale } from '@/i18n/locales';
import { notify } from '@/lib/notify';
import { server } from '../../../../tests/msw/server';
import { ProfileScreen } from './profile-screen';
import { aProfile, BASE, envelope, refusal, renderScreen, testClient } from '@/features/account/test-kit';

beforeAll(() => {
  // jsdom lacks the pointer-capture and scrolling calls Radix Select makes.
  Object.assign(Element.prototype, {
    hasPointerCapture: () => false,
    releasePointerCapture: () => undefined,
    scrollIntoView: () => undefined,
  });
});

/** The profile, the site settings and the active languages, as the server answers them. */
function answerProfile(profile = aProfile()) {
  server.use(
    http.get(`${BASE}/user/profile`, () => HttpResponse.json(envelope(profile))),
    http.get(`${BASE}/settings`, () => HttpResponse.json(envelope({ max_file_size: 2 * 1024 * 1024 }))),
    http.get(`${BASE}/languages/active`, () =>
      HttpResponse.json(
        envelope([
          { code: 'pl', name: 'Polish', native: 'Polski', flag: '', is_active: true },
          { code: 'en', name: 'English', native: 'English', flag: '', is_active: true },
          { code: 'de', name: 'German', native: 'Deutsch', flag: '', is_active: true },
        ]),
      ),
    ),
  );
}

/** Answers PUT /user/profile with `respond` and records each body. */
function answerSave(respond: (body: Record<string, unknown>) => Response | Promise<Response>) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.put(`${BASE}/user/profile`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return respond(body);
    }),
  );
  return bodies;
}

async function setup() {
  const client = testClient();
  const session = { reloadUser: vi.fn(() => Promise.resolve()) };
  const language = createLanguageService({
    api: client,
    storage: localStorage,
    activate: (code) => Promise.resolve<Locale>(isLocale(code) ? code : 'pl'),
  });
  const applied = vi.spyOn(language, 'applyUserPreference');
  const success = vi.spyOn(notify, 'success');
  const user = userEvent.setup();
  renderScreen(<ProfileScreen client={client} session={session} language={language} />);
  await screen.findByLabelText('Display name');
  return { session, applied, success, user };
}

describe('ProfileScreen', () => {
  it('shows the saved profile in the form', async () => {
    answerProfile(aProfile({ phone: '+48 600 100 200', bio: 'Runs the shop.' }));
    await setup();

    expect(screen.getByLabelText<HTMLInputElement>('Display name').value).toBe('Ola Nowak');
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Ola');
    expect(screen.getByLabelText<HTMLInputElement>('Phone').value).toBe('+48 600 100 200');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Bio').value).toBe('Runs the shop.');
    expect(screen.getByLabelText<HTMLSelectElement>('Time zone').value).toBe('Europe/Warsaw');
    expect(screen.getByRole('combobox', { name: 'Language' }).textContent).toBe('English');
    expect(screen.getByText('ola@example.com')).toBeTruthy();
  });

  it('saves the profile, says so and reloads the user the shell shows', async () => {
    answerProfile();
    const bodies = answerSave((body) => HttpResponse.json(envelope(aProfile({ name: body.name }))));
    const { session, success, user } = await setup();

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
    expect(session.reloadUser).toHaveBeenCalledTimes(1);
  });

  it('sends nothing while a field breaks the rules, and says which', async () => {
    answerProfile();
    const bodies = answerSave(() => HttpResponse.json(envelope(aProfile())));
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
    answerProfile();
    answerSave(() =>
      HttpResponse.json(refusal('Invalid data', { timezone: ['Unknown time zone'] }), { status: 422 }),
    );
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
    answerProfile();
    answerSave(() => HttpResponse.json(refusal('The profile is locked'), { status: 409 }));
    const { user } = await setup();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const form = screen.getByRole('form', { name: 'Profile details' });
    expect(await within(form).findByText('The profile is locked')).toBeTruthy();
  });

  it('shows progress while saving and sends one request however often it is clicked', async () => {
    answerProfile();
    let finish: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const bodies = answerSave(async () => {
      await held;
      return HttpResponse.json(envelope(aProfile()));
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
    answerProfile();
    const bodies = answerSave((body) => HttpResponse.json(envelope(aProfile({ language: body.language }))));
    const { applied, user } = await setup();

    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Deutsch' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(applied).toHaveBeenCalledWith('de'));
    expect(bodies[0]?.language).toBe('de');
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get(`${BASE}/user/profile`, () =>
        fail ? HttpResponse.json(refusal('Boom'), { status: 500 }) : HttpResponse.json(envelope(aProfile())),
      ),
      http.get(`${BASE}/settings`, () => HttpResponse.json(envelope({ max_file_size: 1024 }))),
      http.get(`${BASE}/languages/active`, () => HttpResponse.json(envelope([]))),
    );
    const client = testClient();
    renderScreen(
      <ProfileScreen
        client={client}
        session={{ reloadUser: () => Promise.resolve() }}
        language={createLanguageService({ api: client, storage: localStorage })}
      />,
    );

    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    await userEvent.setup().click(retry);

    expect(await screen.findByLabelText('Display name')).toBeTruthy();
  });
});
