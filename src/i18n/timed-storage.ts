/** A value kept in storage with the time it was stored, so readers can tell its age. */
interface TimedRecord {
  value: unknown;
  storedAt: number;
}

/**
 * The value stored under `key` while it is younger than `maxAgeMs` and passes `isValue`; otherwise null.
 * An unreadable record counts as missing.
 */
export function readTimed<T>(
  storage: Storage,
  key: string,
  { maxAgeMs, now, isValue }: { maxAgeMs: number; now: number; isValue: (value: unknown) => value is T },
): T | null {
  const record = parseRecord(storage.getItem(key));
  if (!record) return null;
  const age = now - record.storedAt;
  return age >= 0 && age < maxAgeMs && isValue(record.value) ? record.value : null;
}

/** Stores `value` under `key` with the time stamp `now`. */
export function writeTimed(storage: Storage, key: string, value: unknown, now: number): void {
  storage.setItem(key, JSON.stringify({ value, storedAt: now } satisfies TimedRecord));
}

function parseRecord(text: string | null): TimedRecord | null {
  if (text === null) return null;
  try {
    const record: unknown = JSON.parse(text);
    return typeof record === 'object' &&
      record !== null &&
      'storedAt' in record &&
      typeof record.storedAt === 'number' &&
      'value' in record
      ? { value: record.value, storedAt: record.storedAt }
      : null;
  } catch {
    return null;
  }
}
