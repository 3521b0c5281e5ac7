import fc from 'fast-check';
import { deepJson, hostileId, hostileNumber, hostileString, malformedJson, wrongContentType, wrongTyped } from './hostile-values.js';
import type { TOperation, TParameter } from './operations.js';
import { validObject, validValue, type TSchema, type TValueContext } from './valid-values.js';

/** Whose cookie goes with a request: the operation's own role, none, or a role it refuses. */
export type TSessionChoice = 'permitted' | 'none' | 'volunteer';

/** One generated request; `variant` names what was done to it (for the report and the counterexample). */
export interface TFuzzRequest {
  variant: string;
  method: TOperation['method'];
  url: string;
  session: TSessionChoice;
  headers: Record<string, string>;
  /** The raw body text, when there is one. */
  payload?: string;
}

interface TBody {
  variant: string;
  contentType: string | undefined;
  payload: string | undefined;
}

const JSON_TYPE = 'application/json';
/** Just over the API's 1 MiB body limit. */
const OVERSIZED = JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 10) });

const json =
  (variant: string) =>
  (value: unknown): TBody => ({ variant, contentType: JSON_TYPE, payload: JSON.stringify(value) });

/** The body's fields, or one made up when the schema names none. */
function fieldsOf(schema: TSchema): string[] {
  const fields = Object.keys(schema.properties ?? {});
  return fields.length ? fields : ['field'];
}

function bodies(schema: TSchema, context: TValueContext): fc.Arbitrary<TBody> {
  const valid = validObject(schema, context);
  const fields = fieldsOf(schema);
  const withField = (variant: string, value: fc.Arbitrary<unknown>) =>
    fc.tuple(valid, fc.constantFrom(...fields), value).map(([body, field, bad]) => json(variant)({ ...body, [field]: bad }));
  const required = schema.required ?? [];
  return fc.oneof(
    { weight: 6, arbitrary: valid.map(json('valid')) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), wrongTyped, { maxKeys: 3 }))
        .map(([body, extra]) => json('unknown fields')({ ...extra, ...body })),
    },
    {
      weight: required.length ? 2 : 0,
      arbitrary: fc.tuple(valid, fc.constantFrom(...(required.length ? required : ['-']))).map(([body, field]) => {
        const { [field]: _dropped, ...rest } = body;
        return json('missing required field')(rest);
      }),
    },
    { weight: 2, arbitrary: withField('wrong type', wrongTyped) },
    { weight: 3, arbitrary: withField('hostile string', hostileString) },
    { weight: 3, arbitrary: withField('hostile number', hostileNumber) },
    {
      weight: 1,
      arbitrary: fc
        .oneof(wrongTyped, deepJson)
        .filter((value) => typeof value !== 'object' || value === null || Array.isArray(value))
        .map(json('body not an object')),
    },
    { weight: 1, arbitrary: malformedJson.map((payload): TBody => ({ variant: 'malformed JSON', contentType: JSON_TYPE, payload })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, wrongContentType)
        .map(([body, contentType]): TBody => ({ variant: 'wrong content type', contentType, payload: JSON.stringify(body) })),
    },
    { weight: 1, arbitrary: fc.constant<TBody>({ variant: 'empty body', contentType: JSON_TYPE, payload: '' }) },
    { weight: 1, arbitrary: fc.constant<TBody>({ variant: 'body over 1 MiB', contentType: JSON_TYPE, payload: OVERSIZED }) },
  );
}

/** A DELETE carries its input in the query; its body is empty JSON, or a wrong type. */
const deleteBody: fc.Arbitrary<TBody> = fc.oneof(
  { weight: 8, arbitrary: fc.constant<TBody>({ variant: 'valid', contentType: JSON_TYPE, payload: undefined }) },
  { weight: 1, arbitrary: wrongContentType.map((contentType): TBody => ({ variant: 'wrong content type', contentType, payload: undefined })) },
  { weight: 1, arbitrary: malformedJson.map((payload): TBody => ({ variant: 'malformed JSON', contentType: JSON_TYPE, payload })) },
);

const noBody = fc.constant<TBody>({ variant: 'valid', contentType: undefined, payload: undefined });

/**
 * An empty segment, or a dot segment that URL normalisation removes (`/microchips/.` is
 * `/microchips/`), addresses another path, not this operation.
 */
const addressesOperation = (value: string) => value !== '' && value !== '.' && value !== '..';

function pathValue(parameter: TParameter, context: TValueContext): fc.Arbitrary<[string, string]> {
  const valid = validValue(parameter.schema, context, parameter.name)
    .map((value) => String(value))
    .filter(addressesOperation)
    .map((value): [string, string] => ['valid', value]);
  const hostile = (parameter.schema.type === 'integer' ? hostileId : hostileString)
    .filter(addressesOperation)
    .map((value): [string, string] => [`hostile ${parameter.name}`, value.slice(0, 2000)]);
  return fc.oneof({ weight: 5, arbitrary: valid }, { weight: 2, arbitrary: hostile });
}

type TQuery = [variant: string, entries: [string, string][]];

function queries(parameters: TParameter[], context: TValueContext): fc.Arbitrary<TQuery> {
  const model = Object.fromEntries(parameters.map((p) => [p.name, validValue(p.schema, context, p.name)]));
  const required = parameters.filter((p) => p.required).map((p) => p.name);
  const valid = fc
    .record(model, { requiredKeys: required, noNullPrototype: true })
    .map((values) => Object.entries(values).map(([key, value]): [string, string] => [key, String(value)]));
  const names = parameters.length ? parameters.map((p) => p.name) : ['q'];
  const text = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
  return fc.oneof(
    { weight: 6, arbitrary: valid.map((entries): TQuery => ['valid', entries]) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...names), fc.oneof(hostileString, hostileNumber, wrongTyped))
        .map(([entries, name, bad]): TQuery => ['hostile query value', [...entries.filter(([key]) => key !== name), [name, text(bad).slice(0, 4000)]]]),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...names))
        .map(([entries, name]): TQuery => ['repeated query parameter', [...entries, [name, '1'], [name, '2']]]),
    },
    {
      weight: required.length ? 1 : 0,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...(required.length ? required : ['-'])))
        .map(([entries, name]): TQuery => ['missing query parameter', entries.filter(([key]) => key !== name)]),
    },
  );
}

/** A URL carries text as UTF-8, which has no lone surrogates: they travel as U+FFFD, as a browser sends them. */
const encodeSegment = (value: string) => encodeURIComponent(value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

function sessions(operation: TOperation): fc.Arbitrary<TSessionChoice> {
  if (operation.permission === 'public') return fc.constant('none');
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant<TSessionChoice>('permitted') },
    { weight: 1, arbitrary: fc.constant<TSessionChoice>('none') },
    { weight: 1, arbitrary: fc.constant<TSessionChoice>('volunteer') },
  );
}

/** Requests for one operation: mostly valid, the rest broken in one way each. */
export function requestsFor(operation: TOperation, context: TValueContext): fc.Arbitrary<TFuzzRequest> {
  const pathParameters = operation.parameters.filter((p) => p.in === 'path');
  const body = operation.method === 'GET' ? noBody : operation.method === 'DELETE' ? deleteBody : bodies(operation.body ?? { type: 'object' }, context);
  const foreignOrigin =
    operation.method === 'GET' ? fc.constant(false) : fc.oneof({ weight: 20, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) });
  return fc
    .record({
      path: fc.tuple(...pathParameters.map((p) => pathValue(p, context))),
      query: queries(
        operation.parameters.filter((p) => p.in === 'query'),
        context,
      ),
      body,
      session: sessions(operation),
      foreignOrigin,
    })
    .map(({ path, query, body: sent, session, foreignOrigin: foreign }) => {
      let url = `/api${operation.path}`;
      pathParameters.forEach((parameter, i) => {
        url = url.replace(`{${parameter.name}}`, encodeSegment(path[i]?.[1] ?? ''));
      });
      const search = new URLSearchParams(query[1]).toString();
      const headers: Record<string, string> = {};
      if (sent.contentType) headers['content-type'] = sent.contentType;
      if (foreign) headers.origin = 'https://attacker.example';
      const variants = [
        ...path.map(([variant]) => variant),
        query[0],
        sent.variant,
        ...(foreign ? ['foreign Origin'] : []),
        ...(session === 'permitted' ? [] : [`session: ${session}`]),
      ];
      return {
        variant: variants.filter((variant) => variant !== 'valid').join(', ') || 'valid',
        method: operation.method,
        url: search ? `${url}?${search}` : url,
        session,
        headers,
        ...(sent.payload !== undefined ? { payload: sent.payload } : {}),
      };
    });
}
