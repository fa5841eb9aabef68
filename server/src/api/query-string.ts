/**
 * Parses a query string the way the contract's list parameters are written: `filter[status]=active`
 * becomes `{ filter: { status: 'active' } }` (OpenAPI deepObject); a repeated plain key becomes a list.
 */
export function parseQueryString(query: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    const nested = /^([^[\]]+)\[([^[\]]*)\]$/.exec(key);
    if (nested) {
      const [, outer = '', inner = ''] = nested;
      const current = result[outer];
      const object =
        typeof current === 'object' && current !== null && !Array.isArray(current) ? current : {};
      result[outer] = { ...object, [inner]: value };
    } else if (key in result) {
      const previous = result[key];
      result[key] = Array.isArray(previous) ? [...(previous as unknown[]), value] : [previous, value];
    } else {
      result[key] = value;
    }
  }
  return result;
}
