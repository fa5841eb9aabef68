import type { MessageDescriptor } from '@lingui/core';
import type { Locale } from '#locales';
import { translate, type MessageValues } from '../../../lib/i18n.ts';
import type { CardForm, CardProblem } from './sandbox-cards.ts';
import type { SandboxCheckout } from './sandbox-checkout.repo.ts';
import { formatMoney, html, page, type SafeHtml } from './sandbox-html.ts';
import { cardProblemMessages, sandboxMessages as m } from './sandbox-messages.ts';

const TEST_CARDS = [
  ['4242 4242 4242 4242', m.cardPays],
  ['4000 0000 0000 0002', m.cardDeclined],
  ['4000 0027 6000 3184', m.cardAuthenticates],
] as const;

/** What the session buys: domain, plan, its price per interval and what is due now. */
function summary(checkout: SandboxCheckout, t: Translate) {
  const money = (amount: number) => formatMoney(amount, checkout.currency, checkout.locale);
  const price = t(checkout.interval === 'year' ? m.perYear : m.perMonth, {
    price: money(checkout.planPrice),
  });
  return html`<h2>${t(m.summary)}</h2>
    <dl>
      <dt>${t(m.domain)}</dt>
      <dd>${checkout.domainName}</dd>
      <dt>${t(m.plan)}</dt>
      <dd>${checkout.planName}</dd>
      <dt>${t(m.price)}</dt>
      <dd>${price}</dd>
      <dt class="total">${t(m.dueToday)}</dt>
      <dd class="total">${money(checkout.amount)}</dd>
    </dl>
    ${checkout.amount !== checkout.planPrice && html`<p class="hint">${t(m.planChangeNote)}</p>`}`;
}

type Translate = (message: MessageDescriptor, values?: MessageValues) => string;

/** The page's words in `locale`. */
export function translator(locale: Locale): Translate {
  return (message, values) => translate(message, locale, values);
}

/** One labelled input whose error, if any, is announced with it. */
function field(
  name: keyof CardForm,
  label: string,
  {
    value,
    error,
    autocomplete,
    inputmode,
  }: { value: string; error?: string; autocomplete: string; inputmode: string },
): SafeHtml {
  return html`<div>
    <label for="${name}">${label}</label>
    <input
      id="${name}"
      name="${name}"
      value="${value}"
      autocomplete="${autocomplete}"
      inputmode="${inputmode}"
      required${error ? html` aria-invalid="true" aria-describedby="${name}-error"` : ''}
    />
    ${error && html`<p class="error" id="${name}-error">${error}</p>`}
  </div>`;
}

/**
 * The hosted checkout page: what is bought, the card form (kept as typed, with each refused field's
 * reason when `problems` is given) and the documented test cards.
 */
export function checkoutPage(
  checkout: SandboxCheckout,
  {
    form = { number: '', expiry: '', cvc: '' },
    problems = {},
    alert,
  }: {
    form?: CardForm;
    problems?: Partial<Record<keyof CardForm, CardProblem>>;
    alert?: string;
  } = {},
): string {
  const t = translator(checkout.locale);
  const problem = (name: keyof CardForm) => {
    const code = problems[name];
    return code && t(cardProblemMessages[code]);
  };
  const invalid = Object.keys(problems).length > 0;
  const body = html`<h1>${t(m.heading, { domain: checkout.domainName, plan: checkout.planName })}</h1>
    <p class="notice">${t(m.sandboxNotice)}</p>
    ${summary(checkout, t)}
    <form method="post" novalidate>
      <h2>${t(m.cardDetails)}</h2>
      ${invalid && html`<p class="alert" role="alert">${t(m.checkErrors)}</p>`}
      ${alert && html`<p class="alert" role="alert">${alert}</p>`}
      ${field('number', t(m.cardNumber), { value: form.number, error: problem('number'), autocomplete: 'cc-number', inputmode: 'numeric' })}
      <div class="row">
        ${field('expiry', t(m.expiry), { value: form.expiry, error: problem('expiry'), autocomplete: 'cc-exp', inputmode: 'numeric' })}
        ${field('cvc', t(m.cvc), { value: form.cvc, error: problem('cvc'), autocomplete: 'cc-csc', inputmode: 'numeric' })}
      </div>
      <div class="actions">
        <button type="submit">
          ${t(m.pay, { amount: formatMoney(checkout.amount, checkout.currency, checkout.locale) })}
        </button>
        <a href="${checkout.cancelUrl}">${t(m.cancel)}</a>
      </div>
    </form>
    <h2>${t(m.testCards)}</h2>
    <table>
      <tbody>
        ${TEST_CARDS.map(
          ([number, outcome]) =>
            html`<tr>
              <td><code>${number}</code></td>
              <td>${t(outcome)}</td>
            </tr>`,
        )}
      </tbody>
    </table>
    <p class="hint">${t(m.testCardsHint)}</p>`;
  return page({ locale: checkout.locale, title: t(m.checkoutTitle), body });
}

/** The second step of the 3-D Secure test card: the payer completes or fails it. */
export function authenticationPage(checkout: SandboxCheckout, alert?: string): string {
  const t = translator(checkout.locale);
  const amount = formatMoney(checkout.amount, checkout.currency, checkout.locale);
  const body = html`<h1>${t(m.authTitle)}</h1>
    <p class="notice">${t(m.sandboxShortNotice)}</p>
    ${alert && html`<p class="alert" role="alert">${alert}</p>`}
    <p>${t(m.authText, { amount })}</p>
    ${summary(checkout, t)}
    <form method="post" class="actions">
      <button type="submit" name="decision" value="complete">${t(m.authComplete)}</button>
      <button type="submit" name="decision" value="fail" class="secondary">${t(m.authFail)}</button>
    </form>`;
  return page({ locale: checkout.locale, title: t(m.authTitle), body });
}

/** A session that can no longer be paid, with the way back to where its outcome is shown. */
export function closedPage(checkout: SandboxCheckout): string {
  const t = translator(checkout.locale);
  const why = {
    completed: m.closedCompleted,
    failed: m.closedFailed,
    expired: m.closedExpired,
    open: m.closedExpired,
  };
  const back = checkout.status === 'completed' ? checkout.successUrl : checkout.cancelUrl;
  const body = html`<h1>${t(m.closedTitle)}</h1>
    <p>${t(why[checkout.status])}</p>
    <p><a href="${back}">${t(m.backToDashboard)}</a></p>`;
  return page({ locale: checkout.locale, title: t(m.closedTitle), body });
}

/** An unknown session, in the browser's language. */
export function unknownCheckoutPage(locale: Locale): string {
  const t = translator(locale);
  return page({ locale, title: t(m.closedTitle), body: html`<h1>${t(m.notFound)}</h1>` });
}
