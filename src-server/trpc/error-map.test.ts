import { ConnectionException, DriverException } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isRedisUnavailable } from '../db/driver-errors.js';
import { toTRPCError } from './error-map.js';

/** An Error carrying a driver's `code`, as node's sockets and pg's DatabaseError do. */
const coded = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable: every form an unreachable database takes is a 503', () => {
  const forms: [string, Error][] = [
    ['a refused connection', coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a dual-stack connect refused on both addresses', new AggregateError([coded('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], '')],
    ['a reset connection', coded('read ECONNRESET', 'ECONNRESET')],
    ['an unknown or unreachable host', coded('getaddrinfo ENOTFOUND db', 'ENOTFOUND')],
    ['a server shutting down (57P01)', coded('terminating connection due to administrator command', '57P01')],
    ['a server starting up (57P03)', coded('the database system is starting up', '57P03')],
    ['a full server (53300)', coded('sorry, too many clients already', '53300')],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['a connect that timed out', new Error('Connection terminated due to connection timeout')],
    ['a client used after its connection failed', new Error('Client has encountered a connection error and is not queryable')],
    ['a transaction whose connection died before its COMMIT', new Error('Transaction query already complete, run with DEBUG=knex:tx for more info')],
    ['the pool giving up', Object.assign(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'), { name: 'KnexTimeoutError' })],
    ['MikroORM wrapping the driver', new ConnectionException(coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))],
    [
      'a wrapped error whose cause is the socket',
      new DriverException(Object.assign(new Error('query failed'), { cause: coded('read ECONNRESET', 'ECONNRESET') })),
    ],
  ];
  for (const [what, error] of forms) {
    it(what, () => {
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(toTRPCError(error)).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: 'The database is unavailable. Please try again shortly.' });
    });
  }

  it('leaves other failures alone', () => {
    expect(toTRPCError(new Error('boom'))).toBeUndefined();
    for (const error of [new Error('boom'), coded('duplicate key value', '23505'), coded('syntax error', '42601'), new TypeError('x is undefined'), 'text']) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});

describe('isRedisUnavailable: Redis out of reach while it holds the limits is a 503 too', () => {
  /** ioredis's error when a command has waited through its reconnections (its class is not exported). */
  const gaveUp = Object.assign(new Error('Reached the max retries per request limit (which is 1).'), { name: 'MaxRetriesPerRequestError' });
  for (const [what, error] of [
    ['a command given up after its retries', gaveUp],
    ['a command on a connection ended', new Error('Connection is closed.')],
  ] as const) {
    it(what, () => {
      expect(isRedisUnavailable(error)).toBe(true);
      expect(toTRPCError(error)).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: 'The database is unavailable. Please try again shortly.' });
    });
  }

  it('leaves Redis’s refusals of a command alone', () => {
    const wrongType = Object.assign(new Error('WRONGTYPE Operation against a key holding the wrong kind of value'), { name: 'ReplyError' });
    expect(isRedisUnavailable(wrongType)).toBe(false);
    expect(toTRPCError(wrongType)).toBeUndefined();
  });
});

it('answers text PostgreSQL cannot store with 400, however it got past the input checks', () => {
  for (const error of [
    new DriverException(coded('invalid message format', '08P01')),
    coded('invalid byte sequence for encoding "UTF8": 0x00', '22021'),
    new DriverException(coded('unsupported Unicode escape sequence', '22P05')),
  ]) {
    expect(toTRPCError(error)).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Text contains a character that cannot be stored (NUL or an unpaired surrogate)',
    });
  }
});
