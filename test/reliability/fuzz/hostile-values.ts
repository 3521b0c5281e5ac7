import fc from 'fast-check';

/**
 * Values a careless or hostile client sends where the API expects something else: the inputs of
 * issue 11 (wrong types, huge and unicode strings, negative, fractional and huge numbers).
 */

/** Strings that have broken servers: control characters, NUL, lone surrogates, right-to-left marks, SQL and HTML. */
const nastyString = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '\u202Eevil',
  '\uFEFF',
  '\r\n\t',
  "'; drop table animals; --",
  '" or 1=1 --',
  '%',
  '_',
  '\\',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '9999-12-31T25:61:00Z',
  '24:00',
  '🐶🐱🐦',
  'Zoë Ñandú 猫 кошка كلب',
  'ẞ'.repeat(300),
);

/** Strings longer than any field allows: a few KB up to a fifth of the 1 MiB body limit. */
const hugeString = fc.oneof(
  fc.integer({ min: 201, max: 6000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 1000, max: 200_000 }).map((n) => '🐾'.repeat(n)),
  fc.constant('a'.repeat(200_001)),
);

export const hostileString = fc.oneof(nastyString, hugeString, fc.string({ unit: 'binary', maxLength: 50 }));

/** Numbers outside every range: negative, zero, fractional, past int32 and float precision. */
export const hostileNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, -2_147_483_648, 2_147_483_647, 2_147_483_648, 2 ** 53, 2 ** 53 + 2, -(2 ** 63), 1e20, 1e308, -1e308, 0.5, 1.5, -0.01, 4.9e-324),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: -2_147_483_648, max: 0 }),
);

/** Any JSON value at all, including ones of every other type than the field's. */
export const wrongTyped = fc.oneof(fc.constantFrom(null, true, false, [], {}, [null], { a: 1 }, '', 'text', 0, 1.5), fc.jsonValue({ maxDepth: 3 }));

/** JSON nested far deeper than any input. */
export const deepJson = fc.integer({ min: 50, max: 3000 }).map((depth) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`) as unknown);

/** Body texts that are not valid JSON, or are JSON a server must refuse (prototype poisoning); sent as JSON. */
export const malformedJson = fc.oneof(
  fc.constantFrom(
    '{',
    '}',
    '{"a":}',
    '{"a":1,}',
    "{'a':1}",
    '[1,2',
    'undefined',
    'NaN',
    '{"a":1}{"b":2}',
    '\u0000',
    '{"a":"\\x41"}',
    '{"__proto__":{"admin":true}}',
  ),
  fc.string({ maxLength: 40 }).filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  }),
);

/** Content types other than JSON, or none. */
export const wrongContentType = fc.constantFrom(
  undefined,
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/jsonx',
  'application/json-patch+json',
  'json',
  '*/*',
);

/** Path parameters that are not positive int32 ids (or not ids at all). */
export const hostileId = fc.oneof(
  fc.constantFrom('0', '-1', '1.5', '1e3', '0x10', '2147483648', '99999999999999999999', 'abc', ' ', '%00', 'null', 'NaN', 'Infinity', '1,2', '🐾', 'é'),
  hostileString.map((text) => text.slice(0, 300)),
);
