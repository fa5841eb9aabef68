/** What a session list shows about a browser; null where the user agent does not say. */
export interface DeviceInfo {
  browser: string | null;
  os: string | null;
  type: 'desktop' | 'mobile' | 'tablet' | 'unknown';
}

/** Browser tokens, most specific first: Edge and Opera also claim Chrome, Chrome also claims Safari. */
const BROWSERS: readonly [name: string, pattern: RegExp][] = [
  ['Edge', /\b(?:Edg|Edge|EdgA|EdgiOS)\/(\d+)/],
  ['Opera', /\b(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//],
  ['Internet Explorer', /\b(?:MSIE |Trident\/.*rv:)(\d+)/],
];

/** Operating systems, most specific first: Android also says Linux, iOS also says Mac OS X. */
const SYSTEMS: readonly [name: string, pattern: RegExp][] = [
  ['Windows', /\bWindows\b/],
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['Android', /\bAndroid\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b|\bX11\b/],
];

function firstMatch(userAgent: string, candidates: readonly [string, RegExp][]) {
  for (const [name, pattern] of candidates) {
    const match = pattern.exec(userAgent);
    if (match) return match[1] ? `${name} ${match[1]}` : name;
  }
  return null;
}

function deviceType(userAgent: string): DeviceInfo['type'] {
  if (/\biPad\b|\bTablet\b/i.test(userAgent)) return 'tablet';
  // Android phones say "Mobile"; Android tablets do not.
  if (/\bAndroid\b/.test(userAgent)) return /\bMobile\b/.test(userAgent) ? 'mobile' : 'tablet';
  if (/\bMobi|\biPhone\b|\biPod\b|\bWindows Phone\b/.test(userAgent)) return 'mobile';
  if (/\bWindows\b|\bMacintosh\b|\bX11\b|\bCrOS\b|\bLinux\b/.test(userAgent)) return 'desktop';
  return 'unknown';
}

/**
 * The browser (with its major version), the operating system and the kind of device a User-Agent
 * header names. A small parser for the common browsers; anything else is reported as unknown.
 */
export function parseUserAgent(userAgent: string | null | undefined): DeviceInfo {
  if (!userAgent) return { browser: null, os: null, type: 'unknown' };
  return {
    browser: firstMatch(userAgent, BROWSERS),
    os: firstMatch(userAgent, SYSTEMS),
    type: deviceType(userAgent),
  };
}
