/**
 * A `validateSearch` that keeps the named parameters as strings and drops everything else, for screens
 * reached from a link in a mail or from a provider (a token, a code, a signature). Hand-written rather
 * than a zod schema: route options ship in the entry bundle, and these screens need no more than this.
 */
export function stringSearch<const Key extends string>(...keys: readonly Key[]) {
  return (search: Record<string, unknown>): Partial<Record<Key, string>> => {
    const kept: Partial<Record<Key, string>> = {};
    for (const key of keys) {
      const value = search[key];
      // A parser may read `?expires=1712345678` as a number; the screen wants the text it was sent.
      if (typeof value === 'number' && Number.isFinite(value)) kept[key] = String(value);
      else if (typeof value === 'string' && value !== '') kept[key] = value;
    }
    return kept;
  };
}
