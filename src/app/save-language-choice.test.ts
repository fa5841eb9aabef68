import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userKeys, type Profile, type ProfileUpdate } from '@/api/queries/user';
import { createLanguageService } from '@/i18n/language-service';
import type { Locale } from '@/i18n/locales';
import { aUser } from '../../tests/fixtures/user';
import { contract, envelope } from '../../tests/msw/contract';
import { server } from '../../tests/msw/server';
import { createTestSession, signedInAs, testQueryClient } from '../../tests/session';
import { saveLanguageChoices } from './save-language-choice';

/** The language system on catalogs that load at once, the session, and the saves the server received. */
async function setup({ signedIn = true } = {}) {
  if (signedIn) signedInAs(aUser({ name: 'Ola Nowak', language: 'pl' }));
  const saved: ProfileUpdate[] = [];
  server.use(
    contract.put('/user/profile', async ({ request }) => {
      const body = (await request.json()) as ProfileUpdate;
      saved.push(body);
      return envelope(aUser({ name: body.name, language: body.language }));
    }),
  );
  const queryClient = testQueryClient();
  const session = createTestSession(queryClient);
  await session.initialise();
  const language = createLanguageService({
    activate: (code) => Promise.resolve(code as Locale),
    browserLocales: () => [],
  });
  saveLanguageChoices(language, session, queryClient);
  return { language, queryClient, saved };
}

describe('saveLanguageChoices', () => {
  it("saves a language picked in the header to the signed-in user's profile", async () => {
    const { language, queryClient, saved } = await setup();

    await language.switchTo('de');

    await waitFor(() => expect(saved).toEqual([{ name: 'Ola Nowak', language: 'de' }]));
    await waitFor(() => expect(queryClient.getQueryData<Profile>(userKeys.profile())?.language).toBe('de'));
  });

  it('saves nothing for a visitor, nor the language the profile holds already', async () => {
    const visitor = await setup({ signedIn: false });
    await visitor.language.switchTo('de');
    const owner = await setup();
    await owner.language.switchTo('pl');

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([...visitor.saved, ...owner.saved]).toEqual([]);
  });

  it('saves nothing when the app, not the user, changes the language (the sign-in preference)', async () => {
    const { language, saved } = await setup();

    await language.applyUserPreference('fr');

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(saved).toEqual([]);
  });
});
