import { describe, expect, it } from 'vitest';
import { percentChange, pointsChange, revenueByCurrency } from './dashboard-trends';

describe('percentChange', () => {
  it('gives the change against the previous figure in percent', () => {
    expect(percentChange(1250, 1000)).toBe(25);
    expect(percentChange(80, 100)).toBe(-20);
    expect(percentChange(7, 7)).toBe(0);
  });

  it('gives none without a previous figure, or after a period of 0', () => {
    expect(percentChange(12, undefined)).toBeUndefined();
    expect(percentChange(12, 0)).toBeUndefined();
  });
});

describe('pointsChange', () => {
  it('gives the change of a rate in points, to the decimal the server rounds to', () => {
    expect(pointsChange(98.6, 97.1)).toBe(1.5);
    expect(pointsChange(97, 99.5)).toBe(-2.5);
  });

  it('gives none when either period had no rate', () => {
    expect(pointsChange(null, 97)).toBeUndefined();
    expect(pointsChange(97, null)).toBeUndefined();
    expect(pointsChange(97, undefined)).toBeUndefined();
  });
});

describe('revenueByCurrency', () => {
  it('compares each currency with the same currency of last month, never adding currencies up', () => {
    const rows = revenueByCurrency(
      [
        { amount: 125_000, currency: 'EUR' },
        { amount: 48_000, currency: 'USD' },
      ],
      [
        { amount: 60_000, currency: 'USD' },
        { amount: 100_000, currency: 'EUR' },
      ],
    );
    expect(rows).toEqual([
      { money: { amount: 125_000, currency: 'EUR' }, change: 25 },
      { money: { amount: 48_000, currency: 'USD' }, change: -20 },
    ]);
  });

  it('lists a currency that paid last month and not this month at 0, down 100 %', () => {
    const rows = revenueByCurrency([{ amount: 5000, currency: 'EUR' }], [{ amount: 9000, currency: 'PLN' }]);
    expect(rows).toEqual([
      { money: { amount: 5000, currency: 'EUR' }, change: undefined },
      { money: { amount: 0, currency: 'PLN' }, change: -100 },
    ]);
  });

  it('gives no change without last month’s figures', () => {
    expect(revenueByCurrency([{ amount: 5000, currency: 'EUR' }], undefined)).toEqual([
      { money: { amount: 5000, currency: 'EUR' }, change: undefined },
    ]);
  });
});
