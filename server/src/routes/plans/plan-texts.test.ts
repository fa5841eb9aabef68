import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '#locales';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { plans } from '../../db/schema/business.ts';
import { planTranslations } from '../../db/schema/plan-texts.ts';
import { FEATURE_TEXTS, planName, TIER_TEXTS } from '../../db/seed/plan-texts.ts';
import { invalidatePublicReads } from '../../lib/public-reads.ts';

const server = useTestServer();

const plansIn = async (language: string) =>
  (await server().client({ language }).GET('/plans')).data?.data ?? [];

describe('plan and feature texts in the request’s language', () => {
  it('GET /plans answers names, descriptions, features and text values in Polish for a Polish request', async () => {
    const pro = (await plansIn('pl')).find((plan) => plan.slug === 'pro-monthly');
    expect(pro).toMatchObject({
      name: 'Pro (miesięcznie)',
      description: 'Dla rosnących sklepów, które wysyłają każdą konwersję do każdej platformy reklamowej.',
    });
    expect(pro?.features.find((feature) => feature.slug === 'custom_events')).toEqual({
      slug: 'custom_events',
      name: 'Własne zdarzenia',
      value: true,
    });
    expect(pro?.features.find((feature) => feature.slug === 'support_level')).toEqual({
      slug: 'support_level',
      name: 'Wsparcie',
      value: 'E-mail z pierwszeństwem',
    });
  });

  it('GET /plans answers every seeded plan and feature in each of the five languages the seed wrote', async () => {
    for (const locale of LOCALES) {
      const list = await plansIn(locale);
      const starter = list.find((plan) => plan.slug === 'starter-yearly');
      expect(starter?.name, locale).toBe(planName('starter', 'year', locale));
      expect(starter?.description, locale).toBe(TIER_TEXTS.starter[locale].description);
      const names = Object.fromEntries(
        starter?.features.map((feature) => [feature.slug, feature.name]) ?? [],
      );
      expect(names, locale).toEqual(
        Object.fromEntries(Object.entries(FEATURE_TEXTS).map(([slug, texts]) => [slug, texts[locale].name])),
      );
    }
  });

  it('GET /plans answers each language its own one after the other: the cached answer is kept per language', async () => {
    const name = async (language: string) =>
      (await plansIn(language)).find((plan) => plan.slug === 'business-monthly')?.name;
    expect(await name('de')).toBe('Business (monatlich)');
    expect(await name('fr')).toBe('Business (mensuel)');
    expect(await name('de-AT,de;q=0.9')).toBe('Business (monatlich)');
    expect(await name('en')).toBe('Business (monthly)');
  });

  it('GET /plans falls back to English for a language the plan has no text in', async () => {
    const { db } = server();
    const [plan] = await db.select().from(plans).where(eq(plans.slug, 'starter-monthly'));
    if (!plan) throw new Error('starter-monthly is not seeded');
    const where = and(eq(planTranslations.planId, plan.id), eq(planTranslations.language, 'es'));
    const [spanish] = await db.select().from(planTranslations).where(where);
    if (!spanish) throw new Error('starter-monthly has no Spanish text');
    await db.delete(planTranslations).where(where);
    invalidatePublicReads(db);
    try {
      const starter = (await plansIn('es')).find((candidate) => candidate.slug === 'starter-monthly');
      expect(starter).toMatchObject({
        name: 'Starter (monthly)',
        description: TIER_TEXTS.starter.en.description,
      });
      // What the plan has in Spanish still is: its features' names.
      expect(starter?.features[0]?.name).toBe('Eventos al mes');
    } finally {
      await db.insert(planTranslations).values(spanish);
      invalidatePublicReads(db);
    }
  });

  it('GET /plans/{slug} answers the plan in the request’s language and names it so in its message', async () => {
    const { data } = await server()
      .client({ language: 'pl' })
      .GET('/plans/{slug}', { params: { path: { slug: 'pro-yearly' } } });
    expect(data?.data.name).toBe('Pro (rocznie)');
    expect(data?.message).toBe('Plan Pro (rocznie)');
  });

  it('GET /plans/compare answers the rows’ names and descriptions and the plans in the request’s language', async () => {
    const { data } = await server()
      .client({ language: 'de' })
      .GET('/plans/compare', { params: { query: { plans: 'starter-monthly,pro-monthly' } } });
    expect(data?.data.plans.map((plan) => plan.name)).toEqual(['Starter (monatlich)', 'Pro (monatlich)']);
    const row = data?.data.features.find((feature) => feature.slug === 'realtime_analytics');
    expect(row).toMatchObject({
      name: 'Echtzeit-Analysen',
      description: 'Ereignisse Minute für Minute eintreffen sehen',
    });
    const support = data?.data.features.find((feature) => feature.slug === 'support_level');
    expect(support?.values).toEqual({ 'starter-monthly': 'E-Mail', 'pro-monthly': 'E-Mail mit Vorrang' });
  });

  it('POST /plans/compare-plans answers in the request’s language', async () => {
    const { data } = await server()
      .client({ language: 'fr' })
      .POST('/plans/compare-plans', { body: { plans: ['business-yearly', 'starter-yearly'] } });
    expect(data?.data.plans.map((plan) => plan.name)).toEqual(['Starter (annuel)', 'Business (annuel)']);
    expect(data?.data.features.find((feature) => feature.slug === 'api_access')?.name).toBe(
      'API de reporting',
    );
  });
});
