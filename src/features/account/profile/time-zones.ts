/** Every IANA time zone the browser knows, plus UTC and the user's own even when the browser lacks them. */
export function timeZoneNames(current: string, supported = supportedTimeZones()): string[] {
  const names = new Set(supported);
  names.add('UTC');
  if (current) names.add(current);
  return [...names].sort((a, b) => a.localeCompare(b));
}

function supportedTimeZones(): readonly string[] {
  // Older browsers lack supportedValuesOf; the list then holds UTC and the user's own zone.
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
}

/**
 * How a zone reads in the list: its name with spaces for underscores and its offset now, in the
 * reader's language ("America/New York (GMT-05:00)"). A zone the engine cannot format shows its name.
 */
export function timeZoneLabel(zone: string, locale: string, now = new Date()): string {
  const name = zone.replaceAll('_', ' ');
  try {
    const parts = new Intl.DateTimeFormat(locale, {
      timeZone: zone,
      timeZoneName: 'longOffset',
    }).formatToParts(now);
    const offset = parts.find((part) => part.type === 'timeZoneName')?.value;
    return offset ? `${name} (${offset})` : name;
  } catch {
    return name;
  }
}
