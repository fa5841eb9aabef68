/**
 * The file name a `Content-Disposition` header gives (`attachment; filename="a.csv"`, or RFC 5987's
 * `filename*=UTF-8''a%20b.csv`, which wins), else `fallback`. Path separators are dropped: the name
 * comes from a server.
 */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(disposition);
  let name: string | undefined;
  if (extended?.[2]) {
    try {
      name = decodeURIComponent(extended[2].trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(disposition)?.[1]?.replace(/\\(.)/g, '$1');
  name ??= /filename\s*=\s*([^;\s]+)/i.exec(disposition)?.[1];
  const safe = name?.replace(/[/\\]/g, '_').trim();
  return safe ? safe : fallback;
}
