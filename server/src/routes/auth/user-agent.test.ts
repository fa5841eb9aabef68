import { describe, expect, it } from 'vitest';
import { parseUserAgent } from './user-agent.ts';

const AGENTS = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
  firefoxLinux: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  chromeIpad:
    'Mozilla/5.0 (iPad; CPU OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  chromeAndroidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  samsungAndroidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Safari/537.36',
  operaMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

describe('parseUserAgent', () => {
  it.each([
    ['chromeWindows', 'Chrome 131', 'Windows', 'desktop'],
    ['edgeWindows', 'Edge 131', 'Windows', 'desktop'],
    ['firefoxLinux', 'Firefox 133', 'Linux', 'desktop'],
    ['safariMac', 'Safari 18', 'macOS', 'desktop'],
    ['safariIphone', 'Safari 18', 'iOS', 'mobile'],
    ['chromeIpad', 'Chrome 131', 'iOS', 'tablet'],
    ['chromeAndroidPhone', 'Chrome 131', 'Android', 'mobile'],
    ['samsungAndroidTablet', 'Samsung Internet 26', 'Android', 'tablet'],
    ['operaMac', 'Opera 115', 'macOS', 'desktop'],
    ['chromebook', 'Chrome 131', 'ChromeOS', 'desktop'],
  ] as const)('reads %s as %s on %s (%s)', (agent, browser, os, type) => {
    expect(parseUserAgent(AGENTS[agent])).toEqual({ browser, os, type });
  });

  it('reports an absent or unfamiliar user agent as unknown', () => {
    expect(parseUserAgent(null)).toEqual({ browser: null, os: null, type: 'unknown' });
    expect(parseUserAgent('curl/8.5.0')).toEqual({ browser: null, os: null, type: 'unknown' });
  });
});
