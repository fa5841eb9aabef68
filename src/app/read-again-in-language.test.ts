import { describe, expect, it } from 'vitest';
import { createLanguageService } from '@/i18n/language-service';
import type { Locale } from '@/i18n/locales';
import { testQueryClient } from '../../tests/session';
import { readAgainInLanguage } from './read-again-in-language';

/** A language system whose catalogs load at once, in Polish, and a query answered in it. */
async function setup() {
  const language = createLanguageService({
    activate: (code) => Promise.resolve(code as Locale),
    browserLocales: () => [],
  });
  const queryClient = testQueryClient();
  await queryClient.query({ queryKey: ['events', 'list'], queryFn: () => 'worded in Polish' });
  readAgainInLanguage(language, queryClient);
  return { language, queryClient };
}

describe('readAgainInLanguage', () => {
  it('marks every query stale when the language changes, so texts the server worded come again in it', async () => {
    const { language, queryClient } = await setup();
    expect(queryClient.getQueryState(['events', 'list'])?.isInvalidated).toBe(false);

    await language.switchTo('en');

    expect(queryClient.getQueryState(['events', 'list'])?.isInvalidated).toBe(true);
  });

  it('leaves the queries alone while the language stays', async () => {
    const { language, queryClient } = await setup();

    await language.switchTo('pl');

    expect(queryClient.getQueryState(['events', 'list'])?.isInvalidated).toBe(false);
  });
});
