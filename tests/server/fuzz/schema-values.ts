import fc from 'fast-check';
import type { SchemaObject } from '../../../server/src/api/contract-operations.ts';
import { hostileJson } from './hostile-values.ts';

/** Follows a schema's `$ref` to the schema it names. */
export type Resolve = (schema: SchemaObject) => SchemaObject;

/** Past this depth a schema yields null: recursive schemas end, and bodies stay small. */
const MAX_DEPTH = 6;

/**
 * How values are made: `hostile` mixes hostile values and unknown members in at every depth; otherwise
 * every part is one the schema accepts, so the request gets past validation into the handler.
 */
export interface Mode {
  hostile: boolean;
  resolve: Resolve;
}

const types = (schema: SchemaObject): string[] => {
  if (schema.type !== undefined) return [schema.type].flat() as string[];
  if (schema.properties) return ['object'];
  return [];
};

/** A string matching the schema's format or pattern when fast-check can make one, else any short text. */
function stringFor(schema: SchemaObject): fc.Arbitrary<string> {
  const minLength = Number(schema.minLength ?? 0);
  const maxLength = Math.min(Number(schema.maxLength ?? 60), minLength + 60);
  switch (schema.format) {
    case 'email':
      return fc.emailAddress();
    case 'date':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    case 'uri':
      return fc.webUrl();
    case 'uuid':
      return fc.uuid();
  }
  if (typeof schema.pattern === 'string') {
    try {
      // Cut, never filtered: a filter no value passes would spin forever.
      const limit = Number(schema.maxLength ?? Infinity);
      return fc
        .stringMatching(new RegExp(schema.pattern), { size: 'small' })
        .map((text) => text.slice(0, limit));
    } catch {
      // A pattern fast-check cannot generate from (a look-ahead…): plain text is fine for a fuzz.
    }
  }
  return fc.string({ minLength, maxLength });
}

function objectFor(schema: SchemaObject, mode: Mode, depth: number): fc.Arbitrary<unknown> {
  const properties = Object.entries((schema.properties ?? {}) as Record<string, SchemaObject>);
  const required = (schema.required ?? []) as string[];
  const members = Object.fromEntries(
    properties.map(([name, property]) => [name, schemaValue(property, mode, depth + 1)]),
  );
  const withRequired = fc.record(members, { requiredKeys: required.filter((name) => name in members) });
  if (!mode.hostile) return withRequired;
  const anyKeys = fc.record(members, { requiredKeys: [] });
  const extra = fc.dictionary(
    fc.oneof(fc.string({ maxLength: 10 }), fc.constant('constructor')),
    hostileJson,
    {
      maxKeys: 2,
    },
  );
  return fc
    .tuple(
      fc.oneof({ weight: 3, arbitrary: withRequired }, { weight: 1, arbitrary: anyKeys }),
      fc.option(extra),
    )
    .map(([known, unknown]) => ({ ...unknown, ...known }));
}

/**
 * A value of the schema's shape, whose parts are made by `mode` in turn. The contract's own examples
 * come up half the time: they are values the server takes beyond what the schema checks (an IANA time
 * zone…), so requests get past the handler's first checks more often.
 */
function shapedValue(schema: SchemaObject, mode: Mode, depth: number): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return fc.constant(null);
  if (schema.$ref) return shapedValue(mode.resolve(schema), mode, depth);
  const examples = [
    ...((schema.examples ?? []) as unknown[]),
    ...('example' in schema ? [schema.example] : []),
  ];
  const generated = generatedValue(schema, mode, depth);
  return examples.length > 0 ? fc.oneof(fc.constantFrom(...examples), generated) : generated;
}

/** A value of the schema's shape made from its keywords. */
function generatedValue(schema: SchemaObject, mode: Mode, depth: number): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.allOf)) {
    const parts = (schema.allOf as SchemaObject[]).map((part) => (part.$ref ? mode.resolve(part) : part));
    const merged = {
      type: 'object',
      properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})) as object,
      required: parts.flatMap((part) => (part.required ?? []) as string[]),
    };
    return objectFor(merged, mode, depth);
  }
  const alternatives = (schema.oneOf ?? schema.anyOf) as SchemaObject[] | undefined;
  if (alternatives) return fc.oneof(...alternatives.map((part) => shapedValue(part, mode, depth + 1)));
  const arbitraries = types(schema).map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return stringFor(schema);
      case 'integer':
        return fc.integer({ min: Number(schema.minimum ?? -1e6), max: Number(schema.maximum ?? 1e6) });
      case 'number':
        return fc.double({
          min: Number(schema.minimum ?? -1e6),
          max: Number(schema.maximum ?? 1e6),
          noNaN: true,
        });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(schemaValue((schema.items ?? {}) as SchemaObject, mode, depth + 1), {
          minLength: Number(schema.minItems ?? 0),
          maxLength: Math.min(Number(schema.maxItems ?? 4), Number(schema.minItems ?? 0) + 4),
        });
      default:
        return objectFor(schema, mode, depth);
    }
  });
  return arbitraries.length > 0 ? fc.oneof(...arbitraries) : fc.jsonValue({ maxDepth: 2 });
}

/** A value for `schema`: one it accepts, or when hostile mostly one, at times a hostile one, at any depth. */
export function schemaValue(schema: SchemaObject, mode: Mode, depth = 0): fc.Arbitrary<unknown> {
  if (!mode.hostile) return shapedValue(schema, mode, depth);
  return fc.oneof(
    { weight: 4, arbitrary: shapedValue(schema, mode, depth) },
    { weight: 1, arbitrary: hostileJson },
  );
}
