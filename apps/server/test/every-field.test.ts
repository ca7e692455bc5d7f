import { ApiRoutes, type ApiRouteName } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl } from '../src/http/define-route';
import { validRequest } from './helpers/route-samples';
import { startTestServer, type CallOptions, type TestServer } from './helpers/test-server';

/**
 * The standing edge-value walk (issue #20, finding 3; ASVS 5.0 V2.2.1 input validated against
 * expected structure and limits, V16.5.3 fail securely): for every route of the domain's route
 * table and every field of its input schema as the OpenAPI document describes it (query, JSON or
 * form body, nested records included), each value below is refused with a 400 envelope whose
 * message names that field — never a 500 from the database. A route added later is walked
 * without touching this file (its well-formed sample in helpers/route-samples.ts is the base).
 */

interface JsonSchema {
  readonly type?: string | readonly string[];
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly allOf?: readonly JsonSchema[];
  readonly properties?: Record<string, JsonSchema>;
  readonly items?: JsonSchema;
}
interface Operation {
  readonly parameters?: readonly { readonly in: string; readonly name: string; readonly schema: JsonSchema }[];
  readonly requestBody?: { readonly content: Record<string, { readonly schema: JsonSchema }> };
}

type Kind = 'number' | 'string' | 'boolean' | 'array' | 'object';
type Path = readonly (string | number)[];
interface Field {
  readonly path: Path;
  readonly kind: Kind;
}

/** The first kind a field's schema names (a nullable or `'' | pattern` union still has one). */
function kindOf(schema: JsonSchema): Kind {
  const variants = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  for (const variant of variants) {
    for (const type of [variant.type].flat()) {
      if (type === 'integer' || type === 'number') return 'number';
      if (type === 'string' || type === 'boolean' || type === 'array' || type === 'object') return type;
    }
    if (variant.properties) return 'object';
  }
  return 'string';
}

function objectPart(schema: JsonSchema): JsonSchema | undefined {
  return [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].find((variant) => variant.properties);
}

/** Every field of an object schema, and those of the records inside it that the sample fills. */
function fieldsOf(schema: JsonSchema, sample: unknown, path: Path = []): Field[] {
  const fields: Field[] = [];
  for (const [name, property] of Object.entries(objectPart(schema)?.properties ?? {})) {
    const kind = kindOf(property);
    fields.push({ path: [...path, name], kind });
    const value = (sample as Record<string, unknown> | undefined)?.[name];
    const items = [property, ...(property.anyOf ?? [])].find((variant) => variant.items)?.items;
    if (kind === 'array' && items && objectPart(items) && Array.isArray(value) && value.length > 0) {
      fields.push(...fieldsOf(items, value[0], [...path, name, 0]));
    } else if (kind === 'object' && value && typeof value === 'object') {
      fields.push(...fieldsOf(property, value, [...path, name]));
    }
  }
  return fields;
}

const int4Edges = [2 ** 31, 3_000_000_000, -1];
/** Edge values that a field may legitimately accept (answered 2xx); any other answer is judged like the rest. */
const lenient = new Set<number | string>([-1, '-1']);
/** In a JSON body: lone surrogates travel (as \ud800 escapes); a URL or form turns them into U+FFFD. */
const jsonEdges: Record<Kind, readonly unknown[]> = {
  number: [...int4Edges, 'NaN', '3000000000'],
  string: ['Valid\u0000Text@123', 'Valid\uD800Text@123', 'Valid\uDC00Text@123', 'x'.repeat(100_000)],
  boolean: ['yes', 2],
  array: ['Valid\u0000Text@123', 3_000_000_000],
  object: ['Valid\u0000Text@123', 3_000_000_000],
};
const textEdges: Record<Kind, readonly string[]> = {
  number: [...int4Edges.map(String), 'NaN', '1e400', '9'.repeat(400), 'Valid\u0000Text'],
  // 8,000 characters stays under node's 16 KB header limit, so the field itself is judged.
  string: ['Valid\u0000Text@123', 'x'.repeat(8_000)],
  boolean: ['yes', 'Valid\u0000Text'],
  array: ['Valid\u0000Text'],
  object: ['Valid\u0000Text'],
};

function withValue(sample: unknown, path: Path, value: unknown): Record<string, unknown> {
  const copy = structuredClone((sample ?? {}) as Record<string, unknown>);
  let target: Record<string | number, unknown> = copy;
  for (const step of path.slice(0, -1)) target = target[step] as Record<string | number, unknown>;
  target[path.at(-1) as string | number] = value;
  return copy;
}

interface Attempt {
  readonly field: string;
  readonly value: unknown;
  readonly options: CallOptions;
  /** The path parameters' values (`{Name}` in the route's path); absent ones are 1. */
  readonly pathValues?: Readonly<Record<string, string>>;
}

/** The route's path with its `{Name}` parameters filled in (1 unless the attempt sets one). */
const pathOf = (path: string, values: Readonly<Record<string, string>> = {}) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? '1'));

/** OpenAPI writes a path parameter as `{Name}` where fastify's URL has `:Name` (getInvoicePdf). */
const documentedUrl = (route: (typeof ApiRoutes)[ApiRouteName]) => apiUrl(route).replace(/:(\w+)/g, '{$1}');

/** One request per field and edge value, every other field as in the route's well-formed sample. */
function attemptsFor(operation: Operation, sample: CallOptions): Attempt[] {
  const attempts: Attempt[] = [];
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in === 'path') {
      for (const value of textEdges[kindOf(parameter.schema)]) {
        attempts.push({ field: parameter.name, value, options: sample, pathValues: { [parameter.name]: value } });
      }
      continue;
    }
    if (parameter.in !== 'query') continue;
    for (const value of textEdges[kindOf(parameter.schema)]) {
      attempts.push({ field: parameter.name, value, options: { ...sample, query: { ...sample.query, [parameter.name]: value } } });
    }
  }
  for (const [contentType, { schema }] of Object.entries(operation.requestBody?.content ?? {})) {
    const form = contentType === 'application/x-www-form-urlencoded';
    const base = form ? sample.form : sample.body;
    for (const field of fieldsOf(schema, base)) {
      const values = form ? textEdges[field.kind] : jsonEdges[field.kind];
      for (const value of values) {
        const changed = withValue(base, field.path, value);
        const options = form ? { ...sample, form: changed as Record<string, string> } : { ...sample, body: changed };
        attempts.push({ field: field.path.join('.'), value, options });
      }
    }
  }
  return attempts;
}

let server: TestServer;
let accessToken: string;
let operations: Record<string, Record<string, Operation>>;
beforeAll(async () => {
  server = await startTestServer();
  accessToken = (await server.login()).accessToken;
  operations = ((await (await fetch(`${server.baseUrl}/docs/json`)).json()) as { paths: typeof operations }).paths;
});
afterAll(async () => {
  await server?.close();
});

const routeNames = Object.keys(ApiRoutes) as ApiRouteName[];

const shown = (value: unknown) => {
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 30)}… (${text.length} chars)` : text;
};

describe.each(routeNames)('%s: edge values in every field', (name) => {
  const route = ApiRoutes[name];

  it('refuses each one with a 400 envelope naming the field, never a 500', async () => {
    const operation = operations[documentedUrl(route)]?.[route.method.toLowerCase()];
    expect(operation, `${name} is in the OpenAPI document`).toBeDefined();
    for (const attempt of attemptsFor(operation ?? {}, validRequest[name])) {
      const result = await server.call(route.method, pathOf(route.path, attempt.pathValues), { ...attempt.options, token: accessToken });
      const label = `${route.method} ${route.path} ${attempt.field} = ${shown(attempt.value)}: ${result.status} ${result.body.Message}`;
      // -1 is a legitimate value of some enumerations (ContentFilter.All): never a 500, refused elsewhere.
      if (lenient.has(attempt.value as number | string) && result.status < 300) continue;
      // A path parameter over fastify's maxParamLength (100) is refused as 414 URI Too Long, in an envelope.
      if (attempt.pathValues && String(attempt.value).length > 100 && result.status === 414) {
        expect(result.body.success, label).toBe(false);
        continue;
      }
      expect(result.status, label).toBe(400);
      expect(result.body.success, label).toBe(false);
      expect(result.body.Message, label).toContain(`${attempt.field}: `);
    }
  });
});

describe('the walk itself', () => {
  it('covers query, JSON and form fields, nested records included', () => {
    const fields = (name: ApiRouteName) => {
      const route = ApiRoutes[name];
      return new Set(attemptsFor(operations[documentedUrl(route)]?.[route.method.toLowerCase()] ?? {}, validRequest[name]).map((attempt) => attempt.field));
    };
    expect(fields('getNotificationDetail')).toEqual(new Set(['candidateNotificationId']));
    expect(fields('getInvoicePdf')).toEqual(new Set(['InvoiceId']));
    expect(fields('login')).toContain('password');
    expect(fields('updateProfile')).toContain('AcademicInformations.0.CandidateAcademicId');
    expect(fields('saveDocument')).toContain('CandidateAcademicId');
  });
});
