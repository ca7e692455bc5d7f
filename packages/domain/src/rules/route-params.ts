/** spec: route parameters are typed string, number or boolean. */
export type RouteParamType = 'string' | 'number' | 'boolean';

export interface RouteParamDefinition {
  readonly type: RouteParamType;
  /** Optional segments (`{group?}`) may be absent. */
  readonly optional?: boolean;
}

export type RouteParamSchema = Readonly<Record<string, RouteParamDefinition>>;

type ValueOfType<T extends RouteParamType> = T extends 'number'
  ? number
  : T extends 'boolean'
    ? boolean
    : string;

export type RouteParamValues<S extends RouteParamSchema> = {
  -readonly [K in keyof S]: S[K]['optional'] extends true
    ? ValueOfType<S[K]['type']> | undefined
    : ValueOfType<S[K]['type']>;
};

export interface RouteParamFailure {
  readonly param: string;
  readonly expected: RouteParamType;
  readonly received: string | undefined;
  readonly message: string;
}

export type RouteParamResult<S extends RouteParamSchema> =
  | { readonly ok: true; readonly params: RouteParamValues<S> }
  | { readonly ok: false; readonly failure: RouteParamFailure };

const NUMBER_PATTERN = /^-?\d+(\.\d+)?$/;

function convert(raw: string, type: RouteParamType): string | number | boolean | undefined {
  switch (type) {
    case 'string':
      return raw;
    case 'number':
      return NUMBER_PATTERN.test(raw) ? Number(raw) : undefined;
    case 'boolean': {
      const lowered = raw.toLowerCase();
      if (lowered === 'true') return true;
      if (lowered === 'false') return false;
      return undefined;
    }
    default:
      return type satisfies never;
  }
}

/**
 * Types the (already decrypted) route parameters. A missing required parameter or a value that is not
 * of its type gives a failure naming the parameter; the router sends the user to page-not-found.
 */
export function parseRouteParams<S extends RouteParamSchema>(
  schema: S,
  raw: Readonly<Record<string, string | undefined>>,
): RouteParamResult<S> {
  const params: Record<string, string | number | boolean | undefined> = {};
  for (const [param, definition] of Object.entries(schema)) {
    const value = raw[param];
    if (value === undefined || value === '') {
      if (definition.optional) {
        params[param] = undefined;
        continue;
      }
      return {
        ok: false,
        failure: {
          param,
          expected: definition.type,
          received: value,
          message: `Route parameter "${param}" is missing.`,
        },
      };
    }
    const converted = convert(value, definition.type);
    if (converted === undefined) {
      return {
        ok: false,
        failure: {
          param,
          expected: definition.type,
          received: value,
          message: `Route parameter "${param}" must be a ${definition.type}, got "${value}".`,
        },
      };
    }
    params[param] = converted;
  }
  return { ok: true, params: params as RouteParamValues<S> };
}
