import fc from 'fast-check';
import type {
  ContractOperation,
  ParameterObject,
  SchemaObject,
} from '../../../server/src/api/contract-operations.ts';
import {
  hostileHeaderValue,
  hostileJson,
  hostileText,
  hostileUrlPiece,
  jsonText,
  percentEncode,
} from './hostile-values.ts';
import { schemaValue, type Mode, type Resolve } from './schema-values.ts';

/** One request as `app.inject` takes it. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
}

interface Body {
  contentType?: string;
  payload?: string | Buffer;
}

const API_PREFIX = '/api/v1';

/** Text short enough for a URL. */
const urlText = hostileText.filter((text) => text.length < 2000);

/** How a value travels as text (a path segment, a query value, a header). */
const asText = (value: unknown) => (typeof value === 'string' ? value : jsonText(value));

const JSON_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'Application/JSON; charset=latin1',
];
const OTHER_TYPES = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/octet-stream',
  'application/json-patch+json',
  'multipart/form-data',
  'multipart/form-data; boundary=fuzz',
  'garbage',
  ';',
];
const BROKEN_JSON = [
  '{',
  '[',
  '{"a":}',
  '{"a":1}x',
  "{'a':1}",
  '{"a":1,}',
  '\u0000',
  ' ',
  '\ufeff{}',
  'null',
  '0',
  '"text"',
  '[]',
  'true',
  '1e999',
  '"\\ud800"',
  '{"__proto__":{"is_admin":true}}',
  '{"constructor":{"prototype":{"is_admin":true}}}',
];
/** 1×1 transparent PNG: an upload that gets past the image check. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** Over the 1 MiB body limit. */
const OVERSIZED = JSON.stringify({ filler: 'x'.repeat(1_100_000) });
const deeplyNested = fc
  .constantFrom(1_000, 200_000)
  .chain((depth) =>
    fc.constantFrom('['.repeat(depth) + ']'.repeat(depth), '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
  );

const multipartBody: fc.Arbitrary<Body> = fc
  .record({
    field: fc.oneof(fc.constantFrom('avatar', 'photo', ''), urlText),
    filename: fc.oneof(fc.constantFrom('me.png', '../../x.png', '.hidden', ''), urlText),
    type: fc.constantFrom('image/png', 'image/jpeg', 'text/plain', 'application/x-msdownload'),
    content: fc.oneof(
      fc.constant(PNG),
      fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
    ),
    boundary: fc.constantFrom('fuzz', '', 'x'.repeat(100)),
  })
  .map(({ field, filename, type, content, boundary }) => ({
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([
      Buffer.from(
        `--fuzz\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      content,
      Buffer.from('\r\n--fuzz--\r\n'),
    ]),
  }));

/** A body for the operation: when well-meant, of the type and shape it takes; else often not, at times monstrous. */
function bodyFor(operation: ContractOperation, mode: Mode): fc.Arbitrary<Body> {
  const content = operation.requestBody?.content ?? {};
  const schema = content['application/json']?.schema;
  const json = fc
    .tuple(schema ? schemaValue(schema, mode) : hostileJson, fc.constantFrom(...JSON_TYPES))
    .map(([value, contentType]) => ({ contentType, payload: jsonText(value) }));
  if (!mode.hostile) {
    if (schema) return json;
    return 'multipart/form-data' in content ? multipartBody : fc.constant({});
  }
  return fc.oneof(
    { weight: schema ? 6 : 2, arbitrary: json },
    { weight: 'multipart/form-data' in content ? 6 : 1, arbitrary: multipartBody },
    { weight: operation.requestBody ? 2 : 8, arbitrary: fc.constant({}) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...JSON_TYPES).map((contentType) => ({ contentType, payload: '' })),
    },
    {
      weight: 2,
      arbitrary: fc.record({ contentType: fc.constantFrom(...OTHER_TYPES), payload: urlText }),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...BROKEN_JSON)
        .map((payload) => ({ contentType: 'application/json', payload })),
    },
    { weight: 1, arbitrary: deeplyNested.map((payload) => ({ contentType: 'application/json', payload })) },
    { weight: 1, arbitrary: fc.constant({ contentType: 'application/json', payload: OVERSIZED }) },
  );
}

/** Path segments: values of the parameter's schema, or (when hostile) whatever a URL can carry. */
function segmentFor(parameter: ParameterObject, mode: Mode): fc.Arbitrary<string> {
  const value = schemaValue(parameter.schema ?? {}, mode).map((item) => percentEncode(asText(item)));
  if (!mode.hostile) return value;
  return fc.oneof({ weight: 3, arbitrary: value }, { weight: 2, arbitrary: hostileUrlPiece });
}

/** `name=value` pairs of one query parameter, as written on the wire (deepObject filters as `name[key]`). */
function queryPairsFor(parameter: ParameterObject, mode: Mode): fc.Arbitrary<string[]> {
  const schema = parameter.schema ?? {};
  const name = percentEncode(parameter.name);
  if (parameter.style === 'deepObject') {
    const knownKeys = fc.constantFrom('status', 'type', 'action', 'created_at_from', 'amount_min');
    const key = mode.hostile ? fc.oneof(knownKeys, urlText) : knownKeys;
    const members = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : {};
    const value = schemaValue(members as SchemaObject, mode).map(asText);
    return fc.array(
      fc.tuple(key, value).map(([inner, text]) => `${name}[${percentEncode(inner)}]=${percentEncode(text)}`),
      { maxLength: 3 },
    );
  }
  const value = schemaValue(schema, mode).map((item) => percentEncode(asText(item)));
  if (!mode.hostile) return value.map((text) => [`${name}=${text}`]);
  const anyValue = fc.oneof({ weight: 3, arbitrary: value }, { weight: 1, arbitrary: hostileUrlPiece });
  // A repeated key makes a list, which a single value's validation must survive too.
  return fc
    .array(anyValue, { minLength: 1, maxLength: 2 })
    .map((values) => values.map((text) => `${name}=${text}`));
}

const queryFor = (operation: ContractOperation, mode: Mode) =>
  fc
    .tuple(
      ...operation.parameters
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => fc.option(queryPairsFor(parameter, mode), { nil: [] })),
      fc.array(
        fc.tuple(hostileUrlPiece, hostileUrlPiece).map(([key, value]) => `${key}=${value}`),
        {
          maxLength: mode.hostile ? 2 : 0,
        },
      ),
    )
    .map((groups) => groups.flat().join('&'));

/** Header values HTTP can carry, from the parameter's schema or (when hostile) not. */
function headerFor(parameter: ParameterObject, mode: Mode): fc.Arbitrary<string> {
  const value = schemaValue(parameter.schema ?? {}, mode).map((item) =>
    asText(item).replace(/[^\x20-\x7e]/g, ''),
  );
  return mode.hostile ? fc.oneof(value, hostileHeaderValue) : value;
}

/** Tokens a signed-out caller may send: none, malformed, or forged. */
const anonymousAuthorization = fc.option(
  fc.constantFrom('Bearer ', 'Bearer forged', 'bearer x', 'Basic YTpi', `Bearer ${'a'.repeat(5000)}`),
  { nil: undefined },
);

/** Shows a request in a failure report without its whole body. */
function describe(request: FuzzRequest): string {
  const payload =
    request.payload === undefined
      ? 'no body'
      : `${request.payload.length} bytes: ${JSON.stringify(request.payload.toString().slice(0, 300))}`;
  return `${request.method} ${request.url.slice(0, 500)} ${JSON.stringify(request.headers).slice(0, 500)} ${payload}`;
}

function fuzzRequest(request: FuzzRequest): FuzzRequest {
  return Object.assign(request, { [fc.toStringMethod]: () => describe(request) });
}

/** One request of `mode` to `operation`, by a caller with `authorization` (or none, with junk tokens). */
function requestIn(operation: ContractOperation, mode: Mode, authorization: string | undefined) {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const headerParameters = operation.parameters.filter((parameter) => parameter.in === 'header');
  const languages = fc.constantFrom('en', 'pl', 'de', 'es', 'fr');
  return fc
    .record({
      segments: fc.tuple(...pathParameters.map((parameter) => segmentFor(parameter, mode))),
      query: queryFor(operation, mode),
      body: bodyFor(operation, mode),
      language: mode.hostile ? fc.oneof(languages, hostileHeaderValue) : languages,
      declaredHeaders: fc.tuple(...headerParameters.map((parameter) => headerFor(parameter, mode))),
      junkToken: mode.hostile ? anonymousAuthorization : fc.constant(undefined),
      remoteAddress: fc.ipV4(),
    })
    .map(({ segments, query, body, language, declaredHeaders, junkToken, remoteAddress }) => {
      let path = operation.path;
      pathParameters.forEach((parameter, index) => {
        path = path.replace(`{${parameter.name}}`, segments[index] ?? '');
      });
      const headers: Record<string, string> = { 'accept-language': language };
      headerParameters.forEach((parameter, index) => {
        headers[parameter.name.toLowerCase()] = declaredHeaders[index] ?? '';
      });
      const token = authorization ?? junkToken;
      if (token !== undefined) headers.authorization = token;
      if (body.contentType !== undefined) headers['content-type'] = body.contentType;
      return fuzzRequest({
        method: operation.method,
        url: `${API_PREFIX}${path}${query ? `?${query}` : ''}`,
        headers,
        payload: body.payload,
        remoteAddress,
      });
    });
}

/**
 * Requests to `operation` by a caller with `authorization` (or a signed-out one): half of them well-meant,
 * every part of the contract's shape, to reach the handler with odd but valid values; half hostile in
 * every part the contract names, and beyond it.
 */
export function fuzzRequests(
  operation: ContractOperation,
  resolve: Resolve,
  authorization: string | undefined,
): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    requestIn(operation, { hostile: false, resolve }, authorization),
    requestIn(operation, { hostile: true, resolve }, authorization),
  );
}

/**
 * The requests every operation is sent whatever the seed: the 500s of the past (no body, an empty JSON
 * body, another type, NUL bytes, unbounded numbers, undecodable and overlong path parameters).
 */
export function knownHostileRequests(
  operation: ContractOperation,
  authorization: string | undefined,
): FuzzRequest[] {
  const base = (overrides: Partial<FuzzRequest> & { segment?: string; query?: string }): FuzzRequest => {
    const path = operation.path.replace(/\{[^}]+\}/g, overrides.segment ?? 'fuzz');
    const headers = { ...(authorization && { authorization }), ...overrides.headers };
    return fuzzRequest({
      method: operation.method,
      url: `${API_PREFIX}${path}${overrides.query ? `?${overrides.query}` : ''}`,
      headers,
      payload: overrides.payload,
      remoteAddress: '127.0.0.1',
    });
  };
  const json = { 'content-type': 'application/json' };
  const queryNames = operation.parameters
    .filter((parameter) => parameter.in === 'query')
    .map(({ name }) => name);
  const hasPathParameters = operation.parameters.some((parameter) => parameter.in === 'path');
  return [
    base({}),
    base({ headers: json, payload: '' }),
    base({ headers: json, payload: 'null' }),
    base({ headers: json, payload: '{}' }),
    base({ headers: json, payload: '{"a":"\\u0000","b":"\\ud800"}' }),
    base({ headers: { 'content-type': 'text/plain' }, payload: 'x' }),
    base({ headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--\r\n' }),
    base({ headers: json, payload: OVERSIZED }),
    base({ headers: json, payload: '['.repeat(200_000) + ']'.repeat(200_000) }),
    ...(hasPathParameters
      ? ['%ff', '%00', 'a%00b', '%ED%A0%80', 'a'.repeat(101), '1e999'].map((segment) => base({ segment }))
      : []),
    ...queryNames.flatMap((name) =>
      ['%00', '1e999', 'Infinity', '-1e999', '922337203685477580', '-1', '%ff'].map((value) =>
        base({ query: `${name}=${value}` }),
      ),
    ),
  ];
}
