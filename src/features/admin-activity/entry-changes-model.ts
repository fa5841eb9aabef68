/** One field an admin change touched, as the entry's `properties.changes` records it. */
export type FieldChange =
  | { field: string; kind: 'secret' }
  | { field: string; kind: 'list'; added: string[]; removed: string[] }
  | { field: string; kind: 'value'; before: unknown; after: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isTextList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/**
 * The changes an entry records, field by field: a secret as changed without its value, two lists of
 * names as what was added and removed (a role's permissions), anything else as before and after. An
 * entry without changes, or with a shape this screen does not know, gives none.
 */
export function changesOf(properties: Record<string, unknown> | undefined): FieldChange[] {
  const changes = properties?.changes;
  if (!isRecord(changes)) return [];
  return Object.entries(changes).flatMap(([field, change]): FieldChange[] => {
    if (!isRecord(change)) return [];
    if (change.changed === true && !('before' in change) && !('after' in change)) {
      return [{ field, kind: 'secret' }];
    }
    const { before = null, after = null } = change;
    if (
      (isTextList(before) || before === null) &&
      (isTextList(after) || after === null) &&
      (before ?? after)
    ) {
      const old = before ?? [];
      const now = after ?? [];
      const added = now.filter((item) => !old.includes(item));
      const removed = old.filter((item) => !now.includes(item));
      // An empty list against none (a deleted user who had no domains) changed nothing to show.
      return added.length || removed.length ? [{ field, kind: 'list', added, removed }] : [];
    }
    return [{ field, kind: 'value', before, after }];
  });
}

/** The reason staff gave, where the action asked for one. */
export function reasonOf(properties: Record<string, unknown> | undefined): string | null {
  const reason = properties?.reason;
  return typeof reason === 'string' && reason.trim() !== '' ? reason : null;
}

/** The record's name or email when the change was made. */
export function targetOf(properties: Record<string, unknown> | undefined): string | null {
  const target = properties?.target;
  return typeof target === 'string' && target !== '' ? target : null;
}
