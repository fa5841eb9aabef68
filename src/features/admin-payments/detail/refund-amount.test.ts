import { describe, expect, it } from 'vitest';
import { amountText, parseAmount } from './refund-amount';

describe('refund amounts as staff type them', () => {
  it('writes what is left in the reader’s way, without grouping', () => {
    expect(amountText(490000, 'USD', 'en')).toBe('4900.00');
    expect(amountText(4900, 'PLN', 'pl')).toBe('49,00');
    expect(amountText(4900, 'JPY', 'en')).toBe('4900');
  });

  it('reads a point or a comma, refuses more decimals than the currency has and anything else', () => {
    expect(parseAmount('9,50', 'EUR')).toBe(950);
    expect(parseAmount(' 12.5 ', 'USD')).toBe(1250);
    expect(parseAmount('12.345', 'USD')).toBeNull();
    expect(parseAmount('1200', 'JPY')).toBe(1200);
    expect(parseAmount('12.5', 'JPY')).toBeNull();
    expect(parseAmount('ten', 'USD')).toBeNull();
    expect(parseAmount('', 'USD')).toBeNull();
  });
});
