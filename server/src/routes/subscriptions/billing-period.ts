/** The end of a billing period of `interval` starting at `start`: the same day a month or a year on. */
export function periodEnd(start: Date, interval: 'month' | 'year'): Date {
  const end = new Date(start);
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/** The later of two provider times, either of which may be unknown. */
export function latest(a: Date | null, b: Date): Date {
  return a && a > b ? a : b;
}
