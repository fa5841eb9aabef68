import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

// Intl separates the amount and the symbol with a no-break space in some languages.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('reads the amount in cents for a currency with two decimals', () => {
    expect(formatMoney({ amount: 4900, currency: 'USD' }, 'en')).toBe('$49.00');
    expect(plain(formatMoney({ amount: 123456, currency: 'PLN' }, 'pl'))).toBe('1234,56 zł');
  });

  it('reads a currency without decimals as whole units', () => {
    expect(formatMoney({ amount: 5000, currency: 'JPY' }, 'en')).toBe('¥5,000');
  });
});
