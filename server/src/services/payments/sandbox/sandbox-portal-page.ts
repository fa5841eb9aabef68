import type { Locale } from '#locales';
import { translator } from './sandbox-checkout-page.ts';
import { html, page } from './sandbox-html.ts';
import { sandboxMessages as m } from './sandbox-messages.ts';

/** The sandbox's billing portal: the card on file (the one that paid last) and the way back. */
export function portalPage({
  locale,
  card,
  returnUrl,
}: {
  locale: Locale;
  card: { brand: string; last4: string } | null;
  returnUrl: string;
}): string {
  const t = translator(locale);
  const brand = card && card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  const body = html`<h1>${t(m.portalTitle)}</h1>
    <p class="notice">${t(m.sandboxShortNotice)}</p>
    <h2>${t(m.portalCard)}</h2>
    <p>${card ? t(m.portalCardText, { brand: brand ?? '', last4: card.last4 }) : t(m.portalNoCard)}</p>
    <p><a href="${returnUrl}">${t(m.portalBack)}</a></p>`;
  return page({ locale, title: t(m.portalTitle), body });
}

/** A portal link that is forged, altered or expired. */
export function invalidPortalPage(locale: Locale): string {
  const t = translator(locale);
  return page({
    locale,
    title: t(m.portalTitle),
    body: html`<h1>${t(m.portalTitle)}</h1>
      <p>${t(m.portalInvalid)}</p>`,
  });
}
