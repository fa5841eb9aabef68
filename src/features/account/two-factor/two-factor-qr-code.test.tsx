import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { qrPath, TwoFactorQrCode } from './two-factor-qr-code';

const URI = 'otpauth://totp/Tracklane:ola%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Tracklane';

/** The dark modules a path draws, read back from its runs. */
function modulesOf(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array.from({ length: size }, () => false));
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let column = Number(x); column < Number(x) + Number(width); column += 1) {
      (grid[Number(y)] as boolean[])[column] = true;
    }
  }
  return grid;
}

describe('qrPath', () => {
  it('draws each run of dark modules in a row as one rectangle', () => {
    expect(
      qrPath([
        [true, true, false, true],
        [false, false, false, false],
      ]),
    ).toBe('M0 0h2v1h-2zM3 0h1v1h-1z');
  });

  it('draws exactly the dark modules of an encoded URI', () => {
    const qr = encode(URI, { ecc: 'M', border: 4 });
    expect(modulesOf(qrPath(qr.data), qr.size)).toEqual(qr.data);
  });
});

describe('TwoFactorQrCode', () => {
  it('shows the URI as a named image sized to the code with its quiet zone', () => {
    render(
      <I18nProvider i18n={i18n}>
        <TwoFactorQrCode uri={URI} />
      </I18nProvider>,
    );
    const image = screen.getByRole('img', { name: 'QR code to scan with your authenticator app' });
    const size = encode(URI, { ecc: 'M', border: 4 }).size;
    expect(image.getAttribute('viewBox')).toBe(`0 0 ${size} ${size}`);
    expect(image.querySelector('path')?.getAttribute('d')).toBe(
      qrPath(encode(URI, { ecc: 'M', border: 4 }).data),
    );
  });
});
