// Generates the client's view of the contract: `npm run api:generate` writes the files,
// `npm run api:check` (with --check) fails when they differ from what the contract gives.
import { readFileSync, writeFileSync } from 'node:fs';
import openapiTS, { astToString, NULL, tsUnion, type SchemaObject } from 'openapi-typescript';
import ts from 'typescript';
import { parse } from 'yaml';
import { collectDateTimeFields, type Json } from './date-time-fields.ts';

const CONTRACT = new URL('../openapi/openapi.yaml', import.meta.url);
const SCHEMA_OUT = new URL('../src/api/schema.gen.ts', import.meta.url);
const DATE_FIELDS_OUT = new URL('../src/api/date-fields.gen.ts', import.meta.url);
const HEADER = '// Generated from openapi/openapi.yaml by `npm run api:generate`. Do not edit.\n\n';

const DATE = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Date'));

/** date-time strings become `Date` in the types, as the client revives them (src/api/date-values.ts). */
function dateTimeAsDate(schema: SchemaObject) {
  if (!('format' in schema) || schema.format !== 'date-time') return undefined;
  const nullable = Array.isArray(schema.type) && schema.type.includes('null');
  return nullable ? tsUnion([DATE, NULL]) : DATE;
}

const contract = readFileSync(CONTRACT, 'utf8');
// A default is what the server assumes when a field is left out, so it must not make the field required.
const ast = await openapiTS(CONTRACT, { transform: dateTimeAsDate, defaultNonNullable: false, silent: true });
const fields = collectDateTimeFields(parse(contract) as Json);
const outputs = new Map([
  [SCHEMA_OUT, HEADER + astToString(ast)],
  [
    DATE_FIELDS_OUT,
    `${HEADER}/** Every property the contract declares as a date-time. */\nexport const DATE_TIME_FIELDS: ReadonlySet<string> = new Set(${JSON.stringify(fields, null, 2)});\n`,
  ],
]);

if (process.argv.includes('--check')) {
  const stale = [...outputs]
    .filter(([file, text]) => readOrEmpty(file) !== text)
    .map(([file]) => file.pathname);
  if (stale.length) {
    console.error(`Stale generated files (run \`npm run api:generate\`):\n  ${stale.join('\n  ')}`);
    process.exit(1);
  }
  console.log('Generated API files are up to date.');
} else {
  for (const [file, text] of outputs) writeFileSync(file, text);
  console.log(`Wrote ${[...outputs.keys()].map((file) => file.pathname).join(', ')}`);
}

function readOrEmpty(file: URL): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
