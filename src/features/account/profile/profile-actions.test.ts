import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/api/api';
import { ApiError } from '@/api/api-error';
import { userKeys, type Profile } from '@/api/queries/user';
import { languageService } from '@/i18n/language';
import type { Locale } from '@/i18n/locales';
import { aUser } from '../../../../tests/fixtures/user';
import { contract, envelope, refusal } from '../../../../tests/msw/contract';
import { server } from '../../../../tests/msw/server';
import { testQueryClient } from '../../../../tests/session';
import { useProfileActions } from './profile-actions';

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

/**
 * The actions on a query client that holds the signed-in user, with `active` as the app's language;
 * applying a language is only recorded, so no catalog loads.
 */
function setup(active: Locale = 'en') {
  const queryClient = testQueryClient();
  queryClient.setQueryData(userKeys.profile(), aUser());
  vi.spyOn(languageService, 'getSnapshot').mockReturnValue({ locale: active, switching: false });
  const applied = vi.spyOn(languageService, 'applyUserPreference').mockResolvedValue(true);
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, children);
  const { result } = renderHook(() => useProfileActions(), { wrapper });
  const shownUser = () => queryClient.getQueryData<Profile>(userKeys.profile());
  return { actions: result.current, applied, shownUser };
}

describe('useProfileActions().save', () => {
  it('puts the profile, keeps the saved user for the shell and switches to a newly chosen language', async () => {
    const bodies: unknown[] = [];
    server.use(
      contract.put('/user/profile', async ({ request }) => {
        bodies.push(await request.json());
        return envelope(aUser({ name: 'Ola Nowak', language: 'de', company: 'Acme' }));
      }),
    );
    const { actions, applied, shownUser } = setup('en');

    const user = await actions.save(values);

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
    expect(shownUser()?.language).toBe('de');
    expect(applied).toHaveBeenCalledWith('de');
  });

  it('leaves the language alone when it is the active one', async () => {
    server.use(contract.put('/user/profile', () => envelope(aUser({ language: 'de' }))));
    const { actions, applied } = setup('de');

    await actions.save(values);

    expect(applied).not.toHaveBeenCalled();
  });

  it('rejects with the server’s errors map when refused, and touches nothing else', async () => {
    server.use(contract.put('/user/profile', () => refusal(422, 'Invalid data', { name: ['Too short'] })));
    const { actions, applied, shownUser } = setup();

    const error: unknown = await actions.save(values).catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errors).toEqual({ name: ['Too short'] });
    expect(shownUser()).toEqual(aUser());
    expect(applied).not.toHaveBeenCalled();
  });

  it('counts the profile saved when the new language cannot be loaded', async () => {
    server.use(contract.put('/user/profile', () => envelope(aUser({ language: 'de' }))));
    const { actions, applied } = setup('en');
    applied.mockRejectedValueOnce(new Error('chunk failed'));

    await expect(actions.save(values)).resolves.toMatchObject({ id: 'user-1', language: 'de' });
  });
});

describe('useProfileActions() and the photo', () => {
  it('uploads the file as multipart under avatar and keeps the saved user for the shell', async () => {
    // jsdom's File and FormData cannot go through Node's fetch, so this test reads the body the call
    // would send; the browser tests send a real photo to the real server.
    const sent: { path: string; part: FormDataEntryValue | null }[] = [];
    const withPhoto = aUser({ has_avatar: true, avatar: 'https://x.test/a.png' });
    vi.spyOn(api, 'POST').mockImplementation((path: string, init: { bodySerializer: () => FormData }) => {
      sent.push({ path, part: init.bodySerializer().get('avatar') });
      return Promise.resolve({ data: envelope(withPhoto), response: new Response() });
    });
    const { actions, shownUser } = setup();
    const file = new File(['png-bytes'], 'me.png', { type: 'image/png' });

    const user = await actions.upload(file);

    expect(sent).toEqual([{ path: '/user/profile/avatar', part: expect.any(File) as unknown }]);
    const part = sent[0]?.part as File;
    expect([part.name, part.type, part.size]).toEqual(['me.png', 'image/png', 9]);
    expect(user.avatar).toBe('https://x.test/a.png');
    expect(shownUser()?.avatar).toBe('https://x.test/a.png');
  });

  it('removes the photo and keeps the user without it for the shell', async () => {
    const calls: string[] = [];
    server.use(
      contract.delete('/user/profile/avatar', ({ request }) => {
        calls.push(request.method);
        return envelope(aUser({ has_avatar: false }));
      }),
    );
    const { actions, shownUser } = setup();

    const user = await actions.remove();

    expect(calls).toEqual(['DELETE']);
    expect(user.has_avatar).toBe(false);
    expect(shownUser()?.has_avatar).toBe(false);
  });
});
