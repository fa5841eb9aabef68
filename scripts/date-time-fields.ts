export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * Lists the property names the contract declares as `format: date-time`. The client revives dates by
 * name, so a name must be a date-time everywhere or nowhere: a clash throws, naming both places.
 */
export function collectDateTimeFields(contract: Json): string[] {
  const kinds = new Map<string, { dateTime?: string; other?: string }>();

  const visit = (node: Json, where: string) => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => {
        visit(item, `${where}/${i}`);
      });
      return;
    }
    if (!isObject(node)) return;
    if (isObject(node.properties)) {
      for (const [name, schema] of Object.entries(node.properties)) {
        if (!isObject(schema) || '$ref' in schema) continue;
        const kind = kinds.get(name) ?? {};
        kind[schema.format === 'date-time' ? 'dateTime' : 'other'] ??= `${where}/properties/${name}`;
        kinds.set(name, kind);
      }
    }
    for (const [key, child] of Object.entries(node)) visit(child, `${where}/${key}`);
  };
  visit(contract, '#');

  const clashes = [...kinds].filter(([, kind]) => kind.dateTime && kind.other);
  if (clashes.length) {
    const lines = clashes.map(
      ([name, kind]) => `${name}: date-time at ${kind.dateTime}, not at ${kind.other}`,
    );
    throw new Error(`A property name must be a date-time everywhere or nowhere:\n${lines.join('\n')}`);
  }
  return [...kinds]
    .filter(([, kind]) => kind.dateTime)
    .map(([name]) => name)
    .sort();
}

function isObject(value: Json | undefined): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
