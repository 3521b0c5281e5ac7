import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

/** The environment as an operator sets it (README, Configuration); nothing else of the process's is read. */
const S3_ENV = {
  FILE_STORE: 's3',
  S3_ENDPOINT: 'https://s3.example.org/',
  S3_BUCKET: 'shelter-files',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret-example',
};

const refusal = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
};

describe('the database connections', () => {
  it('open up to 10 per process in the pool unless told otherwise', () => {
    expect(loadConfig({}).databasePoolMax).toBe(10);
    expect(loadConfig({ DATABASE_POOL_MAX: '4' }).databasePoolMax).toBe(4);
    expect(refusal({ DATABASE_POOL_MAX: '0' })).toMatch(/^Invalid configuration: DATABASE_POOL_MAX /);
  });

  it('that hold a session may go past a pooler, to the database DATABASE_URL names', () => {
    const env = { DATABASE_URL: 'postgres://app@pgbouncer:6432/shelter', DATABASE_DIRECT_URL: 'postgres://app@db:5432/shelter' };
    expect(loadConfig(env).databaseDirectUrl).toBe('postgres://app@db:5432/shelter');
    expect(loadConfig({ DATABASE_URL: env.DATABASE_URL }).databaseDirectUrl).toBeUndefined();
    expect(refusal({ DATABASE_DIRECT_URL: env.DATABASE_DIRECT_URL })).toBe(
      'Invalid configuration: DATABASE_DIRECT_URL goes with DATABASE_URL: it names the same database without a pooler in between',
    );
  });
});

describe('the file store configuration', () => {
  it('keeps files in PostgreSQL unless told otherwise', () => {
    expect(loadConfig({}).fileStore).toEqual({ kind: 'postgres' });
    expect(loadConfig({ FILE_STORE: 'postgres', S3_BUCKET: 'ignored' }).fileStore).toEqual({ kind: 'postgres' });
  });

  it('reads the S3 variables, with the region us-east-1 and path-style addresses by default and no trailing slash on the endpoint', () => {
    expect(loadConfig(S3_ENV).fileStore).toEqual({
      kind: 's3',
      endpoint: 'https://s3.example.org',
      bucket: 'shelter-files',
      region: 'us-east-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-example',
      forcePathStyle: true,
    });
    expect(loadConfig({ ...S3_ENV, S3_REGION: 'eu-central-1', S3_FORCE_PATH_STYLE: 'false' }).fileStore).toMatchObject({
      region: 'eu-central-1',
      forcePathStyle: false,
    });
  });

  it('stops the start with one line when FILE_STORE=s3 lacks any of its variables', () => {
    const line = 'Invalid configuration: FILE_STORE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY';
    expect(refusal({ FILE_STORE: 's3' })).toBe(line);
    for (const missing of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      expect(refusal({ ...S3_ENV, [missing]: undefined }), missing).toBe(line);
    }
  });

  it('names the variable whose value is wrong', () => {
    expect(refusal({ FILE_STORE: 'disk' })).toMatch(/^Invalid configuration: FILE_STORE /);
    expect(refusal({ ...S3_ENV, S3_ENDPOINT: 's3.example.org' })).toBe('Invalid configuration: S3_ENDPOINT must be an http:// or https:// URL');
    expect(refusal({ ...S3_ENV, S3_FORCE_PATH_STYLE: 'maybe' })).toMatch(/^Invalid configuration: S3_FORCE_PATH_STYLE /);
  });
});

describe('PUBLIC_URL', () => {
  it('is the address without its trailing slash, or unset', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shelter.example.org/' }).publicUrl).toBe('https://shelter.example.org');
    expect(loadConfig({ PUBLIC_URL: 'https://example.org/shelter' }).publicUrl).toBe('https://example.org/shelter');
    expect(loadConfig({}).publicUrl).toBeUndefined();
  });

  it('refuses what is not an http(s) address', () => {
    expect(refusal({ PUBLIC_URL: 'shelter.example.org' })).toBe(
      'Invalid configuration: PUBLIC_URL must be the address the shelter is reached at, such as https://shelter.example.org',
    );
  });
});

describe('SMTP_URL and MAIL_FROM', () => {
  it('keeps messages in the outbox without SMTP_URL, from no-reply at PUBLIC_URL’s host, else at localhost', () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: undefined, from: 'no-reply@localhost' });
    expect(loadConfig({ PUBLIC_URL: 'https://shelter.example.org/app' }).mail.from).toBe('no-reply@shelter.example.org');
  });

  it('reads an smtp:// or smtps:// URL and an address, with or without a name', () => {
    const mail = loadConfig({ SMTP_URL: 'smtps://user:secret@mail.example.org:465', MAIL_FROM: 'Shelter <hello@shelter.example.org>' }).mail;
    expect(mail).toEqual({ smtpUrl: 'smtps://user:secret@mail.example.org:465', from: 'Shelter <hello@shelter.example.org>' });
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'hello@shelter.example.org' }).mail.from).toBe('hello@shelter.example.org');
  });

  it('names the variable whose value is wrong', () => {
    expect(refusal({ SMTP_URL: 'mail.example.org' })).toBe(
      'Invalid configuration: SMTP_URL must be an smtp:// or smtps:// URL such as smtps://user:password@mail.example.org:465',
    );
    expect(refusal({ SMTP_URL: 'https://mail.example.org' })).toMatch(/^Invalid configuration: SMTP_URL /);
    expect(refusal({ MAIL_FROM: 'the shelter' })).toBe(
      'Invalid configuration: MAIL_FROM must be an address such as no-reply@shelter.example.org, or "Shelter <no-reply@shelter.example.org>"',
    );
    expect(refusal({ MAIL_FROM: 'Shelter <not an address>' })).toMatch(/^Invalid configuration: MAIL_FROM /);
  });
});

describe('REDIS_URL', () => {
  it('keeps the limits in PostgreSQL unless set, else in Redis under the shelter: prefix', () => {
    expect(loadConfig({}).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'rediss://:secret@redis.example.org:6380/2' }).redis).toEqual({
      url: 'rediss://:secret@redis.example.org:6380/2',
      keyPrefix: 'shelter:',
    });
  });

  it('refuses what is not a redis:// or rediss:// URL', () => {
    expect(refusal({ REDIS_URL: '127.0.0.1:6379' })).toBe(
      'Invalid configuration: REDIS_URL must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379',
    );
    expect(refusal({ REDIS_URL: 'http://127.0.0.1:6379' })).toMatch(/^Invalid configuration: REDIS_URL /);
  });
});

describe('the listing sites’ uploads', () => {
  it('read PETFINDER_FTP_URL and ADOPTAPET_FTP_URL: host, port, TLS, login (decoded) and folder; the Petfinder file named after the login', () => {
    const { listings } = loadConfig({
      PETFINDER_FTP_URL: 'ftp://AB123:p%40ss@members.petfinder.com/import',
      ADOPTAPET_FTP_URL: 'ftps://user:secret@autoupload.adoptapet.com:2121/',
    });
    expect(listings).toEqual({
      petfinder: { host: 'members.petfinder.com', port: 21, secure: false, user: 'AB123', password: 'p@ss', folder: 'import' },
      adoptapet: { host: 'autoupload.adoptapet.com', port: 2121, secure: true, user: 'user', password: 'secret', folder: '' },
      petfinderShelterId: 'AB123',
    });
    expect(loadConfig({}).listings).toEqual({ petfinder: undefined, adoptapet: undefined, petfinderShelterId: undefined });
    expect(loadConfig({ PETFINDER_FTP_URL: 'ftp://login:x@members.petfinder.com/import', PETFINDER_SHELTER_ID: 'NC987' }).listings.petfinderShelterId).toBe(
      'NC987',
    );
  });

  it('refuse a URL that is not ftp:// or ftps:// with a login, and an ID that is not one', () => {
    expect(refusal({ PETFINDER_FTP_URL: 'https://members.petfinder.com/import' })).toBe(
      'Invalid configuration: PETFINDER_FTP_URL must be an ftp:// or ftps:// URL with the login, such as ftp://user:password@members.petfinder.com/import',
    );
    expect(refusal({ ADOPTAPET_FTP_URL: 'ftp://autoupload.adoptapet.com/' })).toMatch(/^Invalid configuration: ADOPTAPET_FTP_URL /);
    expect(refusal({ PETFINDER_SHELTER_ID: 'AB 123' })).toMatch(/^Invalid configuration: PETFINDER_SHELTER_ID must be the shelter’s Petfinder ID/);
  });
});
