import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { Locale } from '@/i18n/locales';
import { server } from '../../../../tests/msw/server';
import { removeAvatar, saveProfile, uploadAvatar } from './profile-actions';
import { aProfile, BASE, envelope, refusal, testClient } from '@/features/account/test-kit';

const values = {
  name: 'Ola Nowak',
  first_name: 'Ola',
  last_name: '',
  phone: '',
  company: 'Acme',
  bio: '',
  timezone: 'Europe/Warsaw',
  language: 'de' as Locale,
};

function deps(active: Locale = 'en') {
  return {
    client: testClient(),
    session: { reloadUser: vi.fn(() => Promise.resolve()) },
    language: {
      getSnapshot: () => ({ locale: active, switching: false }),
      applyUserPreference: vi.fn(() => Promise.resolve(true)),
    },
  };
}

describe('saveProfile', () => {
  it('puts the profile, reloads the shell’s user and switches to a newly chosen language', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put(`${BASE}/user/profile`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(envelope(aProfile({ name: 'Ola Nowak', language: 'de' })));
      }),
    );
    const setup = deps('en');

    const user = await saveProfile(setup, values);

    expect(bodies).toEqual([
      {
        name: 'Ola Nowak',
        first_name: 'Ola',
        last_name: null,
        phone: null,
        company: 'Acme',
        bio: null,
        timezone: 'Europe/Warsaw',
        language: 'de',
      },
    ]);
    expect(user.language).toBe('de');
    expect(setup.session.reloadUser).toHaveBeenCalledTimes(1);
    expect(setup.language.applyUserPreference).toHaveBeenCalledWith('de');
  });

  it('leaves the language alone when it is the active one', async () => {
    server.use(
      http.put(`${BASE}/user/profile`, () => HttpResponse.json(envelope(aProfile({ language: 'de' })))),
    );
    const setup = deps('de');

    await saveProfile(setup, values);

    expect(setup.language.applyUserPreference).not.toHaveBeenCalled();
  });

  it('rejects with the server’s errors map when refused, and touches nothing else', async () => {
    server.use(
      http.put(`${BASE}/user/profile`, () =>
        HttpResponse.json(refusal('Invalid data', { name: ['Too short'] }), { status: 422 }),
      ),
    );
    const setup = deps();

    const error: unknown = await saveProfile(setup, values).catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errors).toEqual({ name: ['Too short'] });
    expect(setup.session.reloadUser).not.toHaveBeenCalled();
  });

  it('counts the profile saved when the shell’s user cannot be reloaded', async () => {
    server.use(http.put(`${BASE}/user/profile`, () => HttpResponse.json(envelope(aProfile()))));
    const setup = deps();
    setup.session.reloadUser.mockRejectedValueOnce(new Error('offline'));

    await expect(saveProfile(setup, { ...values, language: 'en' })).resolves.toMatchObject({ id: 'user-1' });
  });
});

describe('avatar', () => {
  it('uploads the file as multipart under avatar and reloads the shell’s user', async () => {
    // jsdom's File and FormData cannot go through Node's fetch, so this test reads the body the call
    // would send; the browser tests send a real photo to the real server.
    const sent: { path: string; part: FormDataEntryValue | null }[] = [];
    const client = {
      POST: vi.fn((path: string, init: { bodySerializer: () => FormData }) => {
        sent.push({ path, part: init.bodySerializer().get('avatar') });
        return Promise.resolve({
          data: envelope(aProfile({ has_avatar: true, avatar: 'https://x.test/a.png' })),
        });
      }),
    };
    const setup = { ...deps(), client: client as unknown as ReturnType<typeof testClient> };
    const file = new File(['png-bytes'], 'me.png', { type: 'image/png' });

    const user = await uploadAvatar(setup, file);

    expect(sent).toEqual([{ path: '/user/profile/avatar', part: expect.any(File) as unknown }]);
    const part = sent[0]?.part as File;
    expect([part.name, part.type, part.size]).toEqual(['me.png', 'image/png', 9]);
    expect(user.avatar).toBe('https://x.test/a.png');
    expect(setup.session.reloadUser).toHaveBeenCalledTimes(1);
  });

  it('removes the photo', async () => {
    const calls: string[] = [];
    server.use(
      http.delete(`${BASE}/user/profile/avatar`, ({ request }) => {
        calls.push(request.method);
        return HttpResponse.json(envelope(aProfile({ has_avatar: false })));
      }),
    );
    const setup = deps();

    const user = await removeAvatar(setup);

    expect(calls).toEqual(['DELETE']);
    expect(user.has_avatar).toBe(false);
    expect(setup.session.reloadUser).toHaveBeenCalledTimes(1);
  });
});
