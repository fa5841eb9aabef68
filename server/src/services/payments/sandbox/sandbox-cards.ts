/** What a sandbox test card does when paying: Stripe's documented test numbers behave the same there. */
export type CardOutcome = 'pays' | 'declined' | 'authenticate';

/** The test cards (digits only) and what each does. */
export const SANDBOX_CARDS: Readonly<Record<string, { outcome: CardOutcome; brand: 'visa' }>> = {
  '4242424242424242': { outcome: 'pays', brand: 'visa' },
  '4000000000000002': { outcome: 'declined', brand: 'visa' },
  '4000002760003184': { outcome: 'authenticate', brand: 'visa' },
};

/** What the form posted, as typed. */
export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardProblem = 'unknownNumber' | 'badExpiry' | 'expired' | 'badCvc';

export type CardCheck =
  | { ok: true; outcome: CardOutcome; brand: string; last4: string }
  | { ok: false; problems: Partial<Record<keyof CardForm, CardProblem>> };

/**
 * Judges a card as the sandbox takes it: one of the test numbers (spaces and dashes ignored), an expiry
 * `MM/YY` (or `MM/YYYY`) whose month has not ended, and a three-digit CVC. Every bad field is named.
 */
export function checkCard(form: CardForm, now = new Date()): CardCheck {
  const problems: Partial<Record<keyof CardForm, CardProblem>> = {};
  const digits = form.number.replaceAll(/[\s-]/g, '');
  const card = SANDBOX_CARDS[digits];
  if (!card) problems.number = 'unknownNumber';

  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(form.expiry);
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) {
    problems.expiry = 'badExpiry';
  } else {
    const year = Number(expiry[2]) + (expiry[2]?.length === 2 ? 2000 : 0);
    // The card works through the last day of its month: it has expired once the next month begins.
    if (Date.UTC(year, month, 1) <= now.getTime()) problems.expiry = 'expired';
  }

  if (!/^\d{3}$/.test(form.cvc.trim())) problems.cvc = 'badCvc';

  if (!card || Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, outcome: card.outcome, brand: card.brand, last4: digits.slice(-4) };
}
