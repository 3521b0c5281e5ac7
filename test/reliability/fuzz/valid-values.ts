import fc from 'fast-check';

/** The part of JSON Schema the OpenAPI document uses for inputs. */
export interface TSchema {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: TSchema[];
  oneOf?: TSchema[];
  allOf?: TSchema[];
  properties?: Record<string, TSchema>;
  required?: string[];
  additionalProperties?: boolean | TSchema;
  items?: TSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

/** What valid values draw on besides the schema: ids that exist in the fuzzed database. */
export interface TValueContext {
  ids: number[];
}

/**
 * The document says "string" for dates, times and e-mail addresses whose format the server checks
 * (zod refinements do not reach OpenAPI), so field names stand in for the format: without them
 * nearly every "valid" payload would be refused for its date.
 */
const date = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const email = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9.]{0,11}$/), fc.constantFrom('example.com', 'mail.example.org'))
  .map(([user, host]) => `${user.replace(/\.+$/, '')}@${host}`);
const phone = fc.stringMatching(/^555-0\d{2}-\d{4}$/);
const imageUrl = fc.constantFrom('https://images.example.com/dog.jpg', '/portraits/cat.svg', '');
/** Text people type, now and then in other scripts and with emoji. */
const text = (min: number, max: number) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: Math.max(min, 1), maxLength: Math.max(min, 1, Math.min(max, 40)) }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: Math.max(min, 1), maxLength: Math.max(min, 1, Math.min(max, 20)) }) },
  );

function hinted(name: string, schema: TSchema, context: TValueContext): fc.Arbitrary<unknown> | undefined {
  if (schema.type === 'string') {
    if (/date$/i.test(name) || name === 'from' || name === 'to') return date;
    if (/email$/i.test(name) || schema.format === 'email') return email;
    if (/phone$/i.test(name)) return phone;
    if (/imageUrl$/i.test(name)) return imageUrl;
  }
  if (schema.type === 'integer' && (name === 'id' || /animalId$|^applicationId$|^relatedTo$/.test(name))) {
    return fc.constantFrom(...context.ids);
  }
  return undefined;
}

function integer(schema: TSchema): fc.Arbitrary<number> {
  const min = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? -1_000_000);
  const max = schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : (schema.maximum ?? 1_000_000);
  return fc.integer({ min: Math.max(min, -2_147_483_648), max: Math.min(max, 2_147_483_647) });
}

/** Values the schema (and the field's name) allows; `name` is the property or parameter. */
export function validValue(schema: TSchema, context: TValueContext, name = ''): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((option) => validValue(option, context, name)));
  if (schema.allOf?.[0]) return validValue(schema.allOf[0], context, name);
  const hint = hinted(name, schema, context);
  if (hint) return hint;
  switch (schema.type) {
    case 'string':
      if (schema.pattern)
        return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= (schema.maxLength ?? Infinity) && s.length >= (schema.minLength ?? 0));
      return text(schema.minLength ?? 0, schema.maxLength ?? 200);
    case 'integer':
      return integer(schema);
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items ?? {}, context, name), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 5, 5) });
    case 'object':
      return validObject(schema, context);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** An object with every required property and any of the optional ones. */
export function validObject(schema: TSchema, context: TValueContext): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, validValue(property, context, key)]));
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties), noNullPrototype: true });
}
