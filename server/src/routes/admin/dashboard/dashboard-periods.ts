const DAY_MS = 86_400_000;

/** A stretch of time: from its start (included) up to `to` (included). */
export interface Stretch {
  from: Date;
  to: Date;
}

/** The dashboard's periods at `now` (all in UTC), each beside the same stretch of the period before it. */
export interface DashboardPeriods {
  now: Date;
  /** `now` one calendar month earlier (the day cut at that month's end): where running totals compare. */
  monthAgo: Date;
  today: Stretch;
  yesterday: Stretch;
  /** From Monday 00:00. */
  thisWeek: Stretch;
  lastWeek: Stretch;
  thisMonth: Stretch;
  lastMonth: Stretch;
}

const startOfDay = (instant: Date) =>
  new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()));

/** The same moment `months` calendar months away, the day cut at the end of a shorter month. */
function shiftMonths(instant: Date, months: number): Date {
  const year = instant.getUTCFullYear();
  const month = instant.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const shifted = new Date(instant);
  shifted.setUTCFullYear(year, month, Math.min(instant.getUTCDate(), lastDay));
  return shifted;
}

/**
 * The periods of the dashboard's figures and of their trends at `now`: today, this week and this month
 * so far, and yesterday, last week and last month up to the same point (last month up to the same day
 * of the month and time, or its end when it is shorter), so a figure halfway through its period is compared with the
 * previous period halfway through, not with the whole of it.
 */
export function dashboardPeriods(now: Date): DashboardPeriods {
  const day = startOfDay(now);
  const week = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const monthAgo = shiftMonths(now, -1);
  // On the 31st, last month's stretch is the whole of a shorter month, not all but its last hours.
  const lastMonthEnd = monthAgo.getUTCDate() === now.getUTCDate() ? monthAgo : new Date(month.getTime() - 1);
  const back = (stretch: Stretch, ms: number): Stretch => ({
    from: new Date(stretch.from.getTime() - ms),
    to: new Date(stretch.to.getTime() - ms),
  });
  return {
    now,
    monthAgo,
    today: { from: day, to: now },
    yesterday: back({ from: day, to: now }, DAY_MS),
    thisWeek: { from: week, to: now },
    lastWeek: back({ from: week, to: now }, 7 * DAY_MS),
    thisMonth: { from: month, to: now },
    lastMonth: { from: shiftMonths(month, -1), to: lastMonthEnd },
  };
}
