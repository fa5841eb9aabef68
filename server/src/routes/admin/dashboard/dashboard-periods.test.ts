import { describe, expect, it } from 'vitest';
import { dashboardPeriods } from './dashboard-periods.ts';

const at = (iso: string) => new Date(iso);

describe('dashboardPeriods', () => {
  it('compares today, this week and this month with the same stretch of the period before', () => {
    const periods = dashboardPeriods(at('2031-05-21T14:30:00Z'));
    expect(periods.yesterday).toEqual({ from: at('2031-05-20T00:00:00Z'), to: at('2031-05-20T14:30:00Z') });
    expect(periods.thisWeek.from).toEqual(at('2031-05-19T00:00:00Z'));
    expect(periods.lastWeek).toEqual({ from: at('2031-05-12T00:00:00Z'), to: at('2031-05-14T14:30:00Z') });
    expect(periods.lastMonth).toEqual({ from: at('2031-04-01T00:00:00Z'), to: at('2031-04-21T14:30:00Z') });
    expect(periods.monthAgo).toEqual(at('2031-04-21T14:30:00Z'));
  });

  it('starts the week on Monday, also on a Sunday and on a Monday', () => {
    expect(dashboardPeriods(at('2031-05-25T08:00:00Z')).thisWeek.from).toEqual(at('2031-05-19T00:00:00Z'));
    expect(dashboardPeriods(at('2031-05-26T08:00:00Z')).thisWeek.from).toEqual(at('2031-05-26T00:00:00Z'));
  });

  it('takes the whole of a shorter last month on the 31st, and December of the year before in January', () => {
    const march = dashboardPeriods(at('2031-03-31T10:00:00Z'));
    expect(march.monthAgo).toEqual(at('2031-02-28T10:00:00Z'));
    expect(march.lastMonth).toEqual({ from: at('2031-02-01T00:00:00Z'), to: at('2031-02-28T23:59:59.999Z') });
    const january = dashboardPeriods(at('2032-01-15T10:00:00Z'));
    expect(january.lastMonth).toEqual({ from: at('2031-12-01T00:00:00Z'), to: at('2031-12-15T10:00:00Z') });
  });
});
