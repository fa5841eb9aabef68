import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/money';
import { majorUnits } from '@/lib/money-units';
import { formatCount, formatPercentChange, formatPointsChange, formatRate } from './analytics-format';

// Intl writes a no-break or narrow no-break space in Polish numbers and before "zł".
const plain = (text: string) => text.replace(/[\s\u202f]/g, ' ');

describe('formatCount', () => {
  it('groups thousands the way each language does', () => {
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(plain(formatCount(12345, 'pl'))).toBe('12 345');
    expect(formatCount(0, 'pl')).toBe('0');
  });
});

describe('formatRate', () => {
  it('writes a 0–100 rate as a percentage with at most one decimal', () => {
    expect(formatRate(97.25, 'en')).toBe('97.3%');
    expect(plain(formatRate(97.25, 'pl'))).toBe('97,3%');
    expect(formatRate(null, 'en')).toBe('—');
  });
});

describe('formatPercentChange', () => {
  it('signs a rise and a fall and leaves zero unsigned', () => {
    expect(formatPercentChange(12.5, 'en')).toBe('+12.5%');
    expect(formatPercentChange(-3, 'en')).toBe('-3%');
    expect(formatPercentChange(0, 'en')).toBe('0%');
    expect(plain(formatPercentChange(12.5, 'pl'))).toBe('+12,5%');
  });
});

describe('formatPointsChange', () => {
  it('writes percentage points as a signed number', () => {
    expect(formatPointsChange(2.46, 'en')).toBe('+2.5');
    expect(formatPointsChange(-1, 'pl')).toBe('-1');
    expect(plain(formatPointsChange(-0.5, 'pl'))).toBe('-0,5');
  });
});

describe('money', () => {
  it('writes minor units in the amount’s own currency, in each language', () => {
    expect(formatMoney({ amount: 123456, currency: 'USD' }, 'en')).toBe('$1,234.56');
    expect(plain(formatMoney({ amount: 123456, currency: 'PLN' }, 'pl'))).toBe('1234,56 zł');
    expect(plain(formatMoney({ amount: 123456, currency: 'EUR' }, 'pl'))).toBe('1234,56 €');
  });

  it('turns minor units into major units for a chart’s scale', () => {
    expect(majorUnits({ amount: 4999, currency: 'USD' })).toBe(49.99);
    expect(majorUnits({ amount: 5000, currency: 'JPY' })).toBe(5000);
  });
});
