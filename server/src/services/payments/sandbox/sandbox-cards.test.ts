import { describe, expect, it } from 'vitest';
import { checkCard } from './sandbox-cards.ts';

const NOW = new Date('2026-11-25T12:00:00Z');

describe('checkCard', () => {
  it('knows the three test cards by their digits, however they are spaced', () => {
    expect(checkCard({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, NOW)).toEqual({
      ok: true,
      outcome: 'pays',
      brand: 'visa',
      last4: '4242',
    });
    expect(checkCard({ number: '4000-0000-0000-0002', expiry: '12/30', cvc: '123' }, NOW)).toMatchObject({
      outcome: 'declined',
    });
    expect(checkCard({ number: '4000002760003184', expiry: '12/2030', cvc: '999' }, NOW)).toMatchObject({
      outcome: 'authenticate',
      last4: '3184',
    });
  });

  it('names every bad field: another number, a past or malformed expiry, a CVC that is not three digits', () => {
    expect(checkCard({ number: '5555 5555 5555 4444', expiry: '10/26', cvc: '12' }, NOW)).toEqual({
      ok: false,
      problems: { number: 'unknownNumber', expiry: 'expired', cvc: 'badCvc' },
    });
    expect(checkCard({ number: '4242424242424242', expiry: '13/30', cvc: '1234' }, NOW)).toEqual({
      ok: false,
      problems: { expiry: 'badExpiry', cvc: 'badCvc' },
    });
  });

  it('takes a card until the last day of its expiry month', () => {
    expect(checkCard({ number: '4242424242424242', expiry: '11/26', cvc: '123' }, NOW)).toMatchObject({
      ok: true,
    });
    expect(
      checkCard(
        { number: '4242424242424242', expiry: '11/26', cvc: '123' },
        new Date('2026-12-01T00:00:00Z'),
      ),
    ).toMatchObject({ ok: false, problems: { expiry: 'expired' } });
  });
});
