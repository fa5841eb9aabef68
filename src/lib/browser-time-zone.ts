// The contract's TimeZoneName: an IANA name such as Europe/Warsaw or UTC.
const TIME_ZONE_NAME = /^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)*$/;

/**
 * The browser's IANA time zone when the contract can carry it, else undefined (the server then uses the
 * site's default), so a new account sees times in the zone its owner lives in.
 */
export function browserTimeZone(
  resolve: () => string | undefined = () => Intl.DateTimeFormat().resolvedOptions().timeZone,
): string | undefined {
  const zone = resolve();
  return zone && zone.length <= 64 && TIME_ZONE_NAME.test(zone) ? zone : undefined;
}
