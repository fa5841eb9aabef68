import { describe, expect, it } from 'vitest';
import { domainOwner } from '../../../../tests/server/owned-domain.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { ownerIn, storeEvents } from './analytics-fixtures.ts';

const server = useTestServer();
// The test client revives date-times as Date values, typed structurally.
const iso = (date: unknown) => (date instanceof Date ? date.toISOString() : undefined);

describe('GET /analytics/events-over-time', () => {
  it('cuts a Warsaw spring day into 23 hours and an autumn day into 25, each event in its hour', async () => {
    const owner = await ownerIn(server(), 'Europe/Warsaw');
    const domainId = owner.domain.id;
    await storeEvents(server(), [
      // 29 March 2026: 00:30 local (+01:00), then 03:30 local (+02:00) after the clocks went forward.
      { domainId, at: '2026-03-28T23:30:00Z' },
      { domainId, at: '2026-03-29T01:30:00Z' },
      // 25 October 2026: 02:30 local twice (+02:00, then +01:00), and 23:30 local.
      { domainId, at: '2026-10-25T00:30:00Z' },
      { domainId, at: '2026-10-25T01:30:00Z' },
      { domainId, at: '2026-10-25T22:30:00Z', status: 'failed' },
    ]);

    const spring = await owner.api.GET('/analytics/events-over-time', {
      params: { query: { start_date: '2026-03-29', end_date: '2026-03-29', interval: 'hour' } },
    });
    const springSeries = spring.data?.data.series ?? [];
    expect(springSeries).toHaveLength(23);
    expect(iso(springSeries[0]?.bucket)).toBe('2026-03-28T23:00:00.000Z');
    expect(springSeries.map((point) => point.events)).toEqual([1, 0, 1, ...Array<number>(20).fill(0)]);
    expect(iso(springSeries[2]?.bucket)).toBe('2026-03-29T01:00:00.000Z');

    const autumn = await owner.api.GET('/analytics/events-over-time', {
      params: { query: { start_date: '2026-10-25', end_date: '2026-10-25', interval: 'hour' } },
    });
    const autumnSeries = autumn.data?.data.series ?? [];
    expect(autumnSeries).toHaveLength(25);
    expect(autumnSeries.filter((point) => point.events).map((point) => iso(point.bucket))).toEqual([
      '2026-10-25T00:00:00.000Z',
      '2026-10-25T01:00:00.000Z',
      '2026-10-25T22:00:00.000Z',
    ]);
    expect(autumnSeries[24]).toMatchObject({ events: 1, failed: 1, processed: 0 });

    const days = await owner.api.GET('/analytics/events-over-time', {
      params: { query: { start_date: '2026-10-24', end_date: '2026-10-26' } },
    });
    expect(days.data?.data).toMatchObject({ interval: 'day', timezone: 'Europe/Warsaw' });
    expect(days.data?.data.series.map((point) => [iso(point.bucket), point.events])).toEqual([
      ['2026-10-23T22:00:00.000Z', 0],
      ['2026-10-24T22:00:00.000Z', 3],
      ['2026-10-25T23:00:00.000Z', 0],
    ]);
  });

  it('counts the days of a user in Los Angeles in their time zone, whatever the server runs in', async () => {
    const owner = await ownerIn(server(), 'America/Los_Angeles');
    await storeEvents(server(), [
      // 10 November, 23:30 in Los Angeles; then 11 November, 00:30.
      { domainId: owner.domain.id, at: '2026-11-11T07:30:00Z' },
      { domainId: owner.second.id, at: '2026-11-11T08:30:00Z' },
      { domainId: owner.second.id, at: '2026-11-11T09:30:00Z', source: 'test' },
    ]);
    const { data } = await owner.api.GET('/analytics/events-over-time', {
      params: { query: { start_date: '2026-11-10', end_date: '2026-11-11' } },
    });
    expect(data?.data.series.map((point) => [iso(point.bucket), point.events])).toEqual([
      ['2026-11-10T08:00:00.000Z', 1],
      ['2026-11-11T08:00:00.000Z', 1],
    ]);
  });

  it('starts weeks on Monday, the first one with the period', async () => {
    const owner = await ownerIn(server(), 'UTC');
    const domainId = owner.domain.id;
    await storeEvents(server(), [
      { domainId, at: '2026-11-04T10:00:00Z' },
      { domainId, at: '2026-11-08T23:59:00Z' },
      { domainId, at: '2026-11-09T00:00:00Z' },
      { domainId, at: '2026-11-18T12:00:00Z' },
    ]);
    const { data } = await owner.api.GET('/analytics/events-over-time', {
      params: { query: { start_date: '2026-11-04', end_date: '2026-11-18', interval: 'week' } },
    });
    expect(data?.data.series.map((point) => [iso(point.bucket), point.events])).toEqual([
      ['2026-11-04T00:00:00.000Z', 2],
      ['2026-11-09T00:00:00.000Z', 1],
      ['2026-11-16T00:00:00.000Z', 1],
    ]);
  });

  it('lays the compared period beside the current one, and fills an empty range with zeros', async () => {
    const owner = await ownerIn(server(), 'UTC');
    const domainId = owner.domain.id;
    await storeEvents(server(), [
      { domainId, at: '2026-11-08T10:00:00Z' },
      { domainId, at: '2026-11-11T10:00:00Z' },
      { domainId, at: '2025-11-12T10:00:00Z' },
    ]);
    const previous = await owner.api.GET('/analytics/events-over-time', {
      params: { query: { start_date: '2026-11-10', end_date: '2026-11-12', compare: 'previous_period' } },
    });
    expect(previous.data?.data.series.map((point) => point.events)).toEqual([0, 1, 0]);
    expect(previous.data?.data.previous).toMatchObject({ start_date: '2026-11-07', end_date: '2026-11-09' });
    expect(previous.data?.data.previous?.series.map((point) => [iso(point.bucket), point.events])).toEqual([
      ['2026-11-10T00:00:00.000Z', 0],
      ['2026-11-11T00:00:00.000Z', 1],
      ['2026-11-12T00:00:00.000Z', 0],
    ]);
    const lastYear = await owner.api.GET('/analytics/events-over-time', {
      params: { query: { start_date: '2026-11-10', end_date: '2026-11-12', compare: 'previous_year' } },
    });
    expect(lastYear.data?.data.previous?.series.map((point) => point.events)).toEqual([0, 0, 1]);

    const empty = await owner.api.GET('/analytics/events-over-time', {
      params: { query: { start_date: '2026-06-01', end_date: '2026-06-30' } },
    });
    expect(empty.data?.data.series).toHaveLength(30);
    expect(empty.data?.data.series.every((point) => point.events === 0)).toBe(true);
    expect(empty.data?.data.previous).toBeUndefined();
  });

  it('answers 422 for hours over more than 7 days and a period that runs backwards', async () => {
    const owner = await ownerIn(server(), 'UTC');
    const hours = await owner.api.GET('/analytics/events-over-time', {
      params: { query: { start_date: '2026-11-01', end_date: '2026-11-08', interval: 'hour' } },
    });
    expect(hours.response.status).toBe(422);
    expect(hours.error?.errors).toHaveProperty('interval');
    const backwards = await owner.api.GET('/analytics/summary', {
      params: { query: { start_date: '2026-11-08', end_date: '2026-11-01' } },
    });
    expect(backwards.response.status).toBe(422);
    expect(backwards.error?.errors).toHaveProperty('end_date');
  });
});

describe('GET /analytics/summary and /analytics/revenue-over-time', () => {
  it('sums revenue per currency, never across them, and leaves failed and test events out of it', async () => {
    const owner = await ownerIn(server(), 'UTC');
    const domainId = owner.domain.id;
    await storeEvents(server(), [
      { domainId, at: '2026-11-10T10:00:00Z', value: 49.99, currency: 'EUR' },
      { domainId, at: '2026-11-10T11:00:00Z', value: 10.01, currency: 'EUR' },
      { domainId, at: '2026-11-11T10:00:00Z', value: 100, currency: 'USD' },
      { domainId, at: '2026-11-11T11:00:00Z', value: 500, currency: 'EUR', status: 'failed' },
      { domainId, at: '2026-11-11T12:00:00Z', value: 700, currency: 'EUR', source: 'test' },
      { domainId: owner.second.id, at: '2026-11-12T12:00:00Z', eventName: 'PageView', status: 'pending' },
      // The compared period (previous_period: 7–9 November).
      { domainId, at: '2026-11-08T10:00:00Z', value: 20, currency: 'EUR' },
      { domainId, at: '2026-11-09T10:00:00Z', eventName: 'PageView', status: 'failed' },
    ]);
    const period = { start_date: '2026-11-10', end_date: '2026-11-12' };
    const summary = await owner.api.GET('/analytics/summary', {
      params: { query: { ...period, currency: 'EUR' } },
    });
    expect(summary.data?.data).toMatchObject({
      previous_start_date: '2026-11-07',
      previous_end_date: '2026-11-09',
      current: {
        events: 5,
        processed: 3,
        failed: 1,
        pending: 1,
        success_rate: 75,
        revenue: { amount: 6000, currency: 'EUR' },
        conversions: 2,
        active_domains: 2,
      },
      previous: {
        events: 2,
        processed: 1,
        failed: 1,
        success_rate: 50,
        revenue: { amount: 2000, currency: 'EUR' },
      },
      change: { events: 150, processed: 200, failed: 0, revenue: 200, conversions: 100, success_rate: 25 },
    });

    const revenue = await owner.api.GET('/analytics/revenue-over-time', {
      params: { query: { ...period, currency: 'EUR' } },
    });
    expect(revenue.data?.data).toMatchObject({
      currency: 'EUR',
      currencies: ['EUR', 'USD'],
      total: { amount: 6000, currency: 'EUR' },
    });
    expect(revenue.data?.data.series.map((point) => [point.revenue.amount, point.conversions])).toEqual([
      [6000, 2],
      [0, 0],
      [0, 0],
    ]);
    expect(revenue.data?.data.series[0]?.average_value).toEqual({ amount: 3000, currency: 'EUR' });
    expect(revenue.data?.data.series[1]?.average_value).toBeNull();

    const dollars = await owner.api.GET('/analytics/summary', {
      params: { query: { ...period, currency: 'USD' } },
    });
    expect(dollars.data?.data.current.revenue).toEqual({ amount: 10000, currency: 'USD' });
    // Without a currency, the site's (USD in the seed).
    const siteCurrency = await owner.api.GET('/analytics/summary', { params: { query: period } });
    expect(siteCurrency.data?.data.current.revenue.currency).toBe('USD');

    const named = await owner.api.GET('/analytics/summary', {
      params: { query: { ...period, currency: 'EUR', event_name: 'PageView' } },
    });
    expect(named.data?.data.current).toMatchObject({ events: 1, pending: 1, conversions: 0 });
  });

  it('compares an empty period without dividing by zero', async () => {
    const owner = await ownerIn(server(), 'UTC');
    const { data } = await owner.api.GET('/analytics/summary', {
      params: { query: { start_date: '2026-01-01', end_date: '2026-01-31' } },
    });
    expect(data?.data).toMatchObject({
      previous_start_date: '2025-12-01',
      previous_end_date: '2025-12-31',
      current: { events: 0, success_rate: null, active_domains: 0 },
      change: { events: null, revenue: null, success_rate: null },
    });
  });

  it("answers 404 for another user's domain and never counts its events", async () => {
    const owner = await ownerIn(server(), 'UTC');
    const stranger = await domainOwner(server());
    await storeEvents(server(), [
      { domainId: stranger.domain.id, at: '2026-11-10T10:00:00Z' },
      { domainId: owner.domain.id, at: '2026-11-10T10:00:00Z' },
    ]);
    const period = { start_date: '2026-11-10', end_date: '2026-11-10' };
    const theirs = await owner.api.GET('/analytics/summary', {
      params: { query: { ...period, domain_id: stranger.domain.id } },
    });
    expect(theirs.response.status).toBe(404);
    const series = await owner.api.GET('/analytics/events-over-time', {
      params: { query: { ...period, domain_id: stranger.domain.id } },
    });
    expect(series.response.status).toBe(404);
    const mine = await owner.api.GET('/analytics/summary', { params: { query: period } });
    expect(mine.data?.data.current.events).toBe(1);
  });
});
