/** Where a value sits in a request part: a chain of keys back to the part itself. */
interface Place {
  parent: Place | undefined;
  key: string;
}

/** `services.0.enabled`, the naming of the contract's FieldErrors; the part's own name at its root. */
function fieldName(place: Place | undefined, root: string): string {
  const keys: string[] = [];
  for (let at = place; at; at = at.parent) keys.unshift(at.key);
  return keys.join('.') || root;
}

/**
 * The names of the fields of `part` (a body, the query, the path or header parameters) holding a value,
 * or a key, that fails `isBad`; a bad key is named after the object holding it. Walked with a stack, not
 * recursion, since a JSON body may nest deeper than the call stack goes.
 */
function fieldsWhere(part: unknown, root: string, isBad: (value: unknown) => boolean): string[] {
  const found = new Set<string>();
  const stack: { place: Place | undefined; value: unknown }[] = [{ place: undefined, value: part }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { place, value } = next;
    if (typeof value !== 'object' || value === null) {
      if (isBad(value)) found.add(fieldName(place, root));
      continue;
    }
    for (const [key, child] of Object.entries(value)) {
      if (isBad(key)) found.add(fieldName(place, root));
      stack.push({ place: { parent: place, key }, value: child });
    }
  }
  return [...found];
}

/** A NUL byte, or half of a UTF-16 surrogate pair (which a JSON escape can carry): PostgreSQL stores neither. */
const isUnstorableText = (value: unknown) =>
  typeof value === 'string' && (value.includes('\u0000') || !value.isWellFormed());

/** Infinity, which a number too large for a double (`1e999`) becomes. */
const isNonFiniteNumber = (value: unknown) => typeof value === 'number' && !Number.isFinite(value);

/** The fields of `part` holding text PostgreSQL cannot store. */
export function unstorableTextFields(part: unknown, root: string): string[] {
  return fieldsWhere(part, root, isUnstorableText);
}

/** The fields of `part` holding a number that is not finite. */
export function nonFiniteNumberFields(part: unknown, root: string): string[] {
  return fieldsWhere(part, root, isNonFiniteNumber);
}
