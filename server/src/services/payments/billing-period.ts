/** The end of a billing period of `interval` starting at `start`: the same day a month or a year on. */
export function periodEnd(start: Date, interval: 'month' | 'year'): Date {
  const end = new Date(start);
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/**
 * `date` as providers write times, in whole seconds. Our own changes through a provider's API are stamped
 * so, so that the provider's webhook about that very change, created within the same second, does not
 * look older than it and get dropped.
 */
export function providerTime(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 1000) * 1000);
}
