/** Spec section 9: "the cached abilities with their time stamp". */
export const ABILITIES_STORAGE_KEY = 'abilities';
export const ABILITIES_TIMESTAMP_STORAGE_KEY = 'abilities_timestamp';

/** Spec section 9: abilities are cached for 5 minutes. */
export const ABILITIES_CACHE_MS = 5 * 60_000;

export interface CachedAbilities {
  abilities: readonly string[];
  storedAt: number;
}

/** The cached list with its time stamp, whatever its age; null when missing or unreadable. */
export function readCachedAbilities(storage: Storage): CachedAbilities | null {
  const storedAt = Number(storage.getItem(ABILITIES_TIMESTAMP_STORAGE_KEY));
  const abilities = parseList(storage.getItem(ABILITIES_STORAGE_KEY));
  return abilities && Number.isFinite(storedAt) && storedAt > 0 ? { abilities, storedAt } : null;
}

/** True while the cache is younger than 5 minutes. */
export function isFresh(cached: CachedAbilities, now: number): boolean {
  const age = now - cached.storedAt;
  return age >= 0 && age < ABILITIES_CACHE_MS;
}

export function writeCachedAbilities(storage: Storage, abilities: readonly string[], now: number): void {
  storage.setItem(ABILITIES_STORAGE_KEY, JSON.stringify(abilities));
  storage.setItem(ABILITIES_TIMESTAMP_STORAGE_KEY, String(now));
}

export function clearCachedAbilities(storage: Storage): void {
  storage.removeItem(ABILITIES_STORAGE_KEY);
  storage.removeItem(ABILITIES_TIMESTAMP_STORAGE_KEY);
}

function parseList(text: string | null): string[] | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : null;
  } catch {
    return null;
  }
}
