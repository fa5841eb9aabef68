import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { encode } from 'uqr';

/** Modules of empty margin around the code: the quiet zone the QR standard asks for. */
const QUIET_ZONE = 4;

/**
 * The path of the dark modules, one unit square each, so the SVG scales crisply to any size. Adjacent
 * squares in a row are merged into one run, which keeps the path short.
 */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  const runs: string[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      runs.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return runs.join('');
}

/**
 * The `otpauth://` URI as a QR code for an authenticator app to scan, drawn in the browser so the secret
 * never leaves it. Always dark on white, the contrast scanners expect, whatever the theme.
 */
export function TwoFactorQrCode({ uri }: { uri: string }) {
  const { t } = useLingui();
  const qr = useMemo(() => encode(uri, { ecc: 'M', border: QUIET_ZONE }), [uri]);
  return (
    <svg
      data-slot="two-factor-qr-code"
      role="img"
      aria-label={t`QR code to scan with your authenticator app`}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
      className="size-48 rounded-md border bg-white"
    >
      <path fill="#000" d={qrPath(qr.data)} />
    </svg>
  );
}
