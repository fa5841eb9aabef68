/** One field's value before and after an admin change, as the audit trail keeps it. */
export interface FieldChange {
  before: unknown;
  after: unknown;
}

/** What a secret field's change is recorded as: that it changed, never either value. */
export const SECRET_CHANGED = { changed: true } as const;

// Field names whose values are never written to the log: passwords, tokens, keys, two-factor secrets.
const SECRET_FIELD = /password|secret|token|api_?key|recovery/i;

/** True when a field's value must not be logged. */
export function isSecretField(name: string): boolean {
  return SECRET_FIELD.test(name);
}

function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a) && Array.isArray(b)) {
    // Lists here are sets (roles, permissions): their order says nothing.
    const sorted = (list: unknown[]) => list.map(String).sort().join('\u0000');
    return a.length === b.length && sorted(a) === sorted(b);
  }
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

function loggable(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

/**
 * The fields whose values differ between `before` and `after`, each as before → after; a field only in
 * `after` was set, one only in `before` was cleared. Secret fields appear as {@link SECRET_CHANGED}.
 */
export function auditChanges(
  before: Readonly<Record<string, unknown>> = {},
  after: Readonly<Record<string, unknown>> = {},
): Record<string, FieldChange | typeof SECRET_CHANGED> {
  const changes: Record<string, FieldChange | typeof SECRET_CHANGED> = {};
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    // A field missing on one side reads as null there: null → null is no change.
    if (same(before[field] ?? null, after[field] ?? null)) continue;
    changes[field] = isSecretField(field)
      ? SECRET_CHANGED
      : { before: loggable(before[field] ?? null), after: loggable(after[field] ?? null) };
  }
  return changes;
}
