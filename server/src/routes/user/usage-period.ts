import { msg } from '@lingui/core/runtime-macro';
import { invalidField } from '../../lib/http-error.ts';
import { addDays, daysCovered, localDate } from './local-dates.ts';

/** The contract's usage reads: without dates, the last 30 days up to today; at most 366 days. */
const DEFAULT_DAYS = 30;
const MAX_DAYS = 366;

export interface UsagePeriod {
  startDate: string;
  endDate: string;
  /** Calendar days covered, both ends included. */
  days: number;
}

/**
 * The days a usage read covers: those asked for, or the last 30 up to today in `timeZone`. 422 on
 * `end_date` when the period runs backwards or spans more than 366 days.
 */
export function usagePeriod(
  { start_date: startParam, end_date: endParam }: { start_date?: string; end_date?: string },
  timeZone: string,
): UsagePeriod {
  const endDate = endParam ?? localDate(new Date(), timeZone);
  const startDate = startParam ?? addDays(endDate, 1 - DEFAULT_DAYS);
  const days = daysCovered(startDate, endDate);
  if (days < 1) throw invalidField('end_date', msg`The end date may not be before the start date`);
  if (days > MAX_DAYS) {
    throw invalidField('end_date', msg`The period may span at most ${{ days: MAX_DAYS }} days`);
  }
  return { startDate, endDate, days };
}

interface UsageDay {
  date: string;
  events: number;
  processed: number;
  failed: number;
  pending: number;
}

/** The period's totals, and one entry per day (days without events at zero). */
export function usageSummary(rows: readonly UsageDay[], { startDate, days }: UsagePeriod) {
  const byDate = new Map(rows.map((row) => [row.date, row]));
  const daily = Array.from({ length: days }, (_, index) => {
    const date = addDays(startDate, index);
    const row = byDate.get(date);
    return { date, events: row?.events ?? 0, processed: row?.processed ?? 0, failed: row?.failed ?? 0 };
  });
  const sum = (key: keyof Omit<UsageDay, 'date'>) => rows.reduce((total, row) => total + row[key], 0);
  return {
    totals: {
      events: sum('events'),
      processed: sum('processed'),
      failed: sum('failed'),
      pending: sum('pending'),
    },
    daily,
  };
}
