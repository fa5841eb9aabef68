const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter writing the wall-clock parts of an instant in `timeZone` (cached: they are costly to make). */
function wallClock(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

// Offsets already read, by time zone and instant: a 90-day series with its comparison asks for hundreds,
// and formatToParts costs microseconds each. An instant's offset never changes while the process runs.
const offsets = new Map<string, number>();
const MAX_OFFSETS = 50_000;

/** How far `timeZone`'s clocks are ahead of UTC at `instant`, in milliseconds (negative west of Greenwich). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const key = `${timeZone} ${String(instant)}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  const part = Object.fromEntries(
    wallClock(timeZone)
      .formatToParts(new Date(instant))
      .map(({ type, value }) => [type, Number(value)]),
  ) as Record<Intl.DateTimeFormatPartTypes, number>;
  const wall = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
  const offset = wall - Math.floor(instant / 1000) * 1000;
  if (offsets.size >= MAX_OFFSETS) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

/**
 * The instant the local calendar day `date` (`YYYY-MM-DD`) begins in `timeZone`. The offset is read
 * twice, at a first guess and at the answer it gives, so a day that follows a daylight-saving change
 * begins at its own offset, not the previous day's.
 */
export function localMidnight(date: string, timeZone: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`);
  const guess = wall - zoneOffsetMs(wall, timeZone);
  return wall - zoneOffsetMs(guess, timeZone);
}
