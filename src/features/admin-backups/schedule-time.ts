/**
 * The time of day a daily cron expression runs at ("30 2 * * *" → "02:30"), as the backups screen says it;
 * any other expression as it is.
 */
export function scheduleTime(cron: string): string {
  const [minute = '', hour = '', ...rest] = cron.trim().split(/\s+/);
  const daily = rest.join(' ') === '* * *' && /^\d{1,2}$/.test(minute) && /^\d{1,2}$/.test(hour);
  return daily ? `${hour.padStart(2, '0')}:${minute.padStart(2, '0')}` : cron;
}
