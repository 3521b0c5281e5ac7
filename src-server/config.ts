import path from 'node:path';
import { z } from 'zod';
import { isValidTimeZone } from '../src-shared/dates.js';
import { ZPassword } from '../src-shared/schemas/users.js';

const booleanText = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((value) => value === 'true' || value === '1' || value === 'yes');

const FTP_URL_MESSAGE = (example: string) => `must be an ftp:// or ftps:// URL with the login, such as ftp://user:password@${example}`;

/** Connections each process's pool may open: the count before it was configurable. */
export const DEFAULT_POOL_MAX = 10;

const ZEnv = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    DATABASE_DIRECT_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(DEFAULT_POOL_MAX),
    DATA_DIR: z.string().min(1).default('./data'),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SHELTER_ADMIN_USERNAME: z.string().trim().min(1).max(100).optional(),
    SHELTER_ADMIN_PASSWORD: ZPassword.optional(),
    SEED_DEMO: booleanText.optional(),
    SHELTER_TIMEZONE: z.string().refine(isValidTimeZone, 'must be an IANA time zone such as America/Chicago').optional(),
    APPLICATION_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    PUBLIC_URL: z
      .string()
      .regex(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, 'must be the address the shelter is reached at, such as https://shelter.example.org')
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
    FILE_STORE: z.enum(['postgres', 's3']).default('postgres'),
    S3_ENDPOINT: z
      .string()
      .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
      .optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanText.default(true),
    REDIS_URL: z
      .string()
      .refine((text) => isUrlOf(text, ['redis:', 'rediss:']), 'must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379')
      .optional(),
    SMTP_URL: z
      .string()
      .refine((text) => isUrlOf(text, ['smtp:', 'smtps:']), 'must be an smtp:// or smtps:// URL such as smtps://user:password@mail.example.org:465')
      .optional(),
    MAIL_FROM: z
      .string()
      .trim()
      .refine(
        (from) => parseMailFrom(from) !== undefined,
        'must be an address such as no-reply@shelter.example.org, or "Shelter <no-reply@shelter.example.org>"',
      )
      .optional(),
    PETFINDER_FTP_URL: z.string().refine(isFtpUrl, FTP_URL_MESSAGE('members.petfinder.com/import')).optional(),
    PETFINDER_SHELTER_ID: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{2,20}$/, 'must be the shelter’s Petfinder ID, such as AB123')
      .optional(),
    ADOPTAPET_FTP_URL: z.string().refine(isFtpUrl, FTP_URL_MESSAGE('autoupload.adoptapet.com/')).optional(),
  })
  .refine((env) => env.FILE_STORE !== 's3' || (env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY), {
    message: 'FILE_STORE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
  })
  .refine((env) => !env.DATABASE_DIRECT_URL || env.DATABASE_URL, {
    message: 'DATABASE_DIRECT_URL goes with DATABASE_URL: it names the same database without a pooler in between',
  })
  .refine((env) => Boolean(env.SHELTER_ADMIN_USERNAME) === Boolean(env.SHELTER_ADMIN_PASSWORD), {
    message: 'SHELTER_ADMIN_USERNAME and SHELTER_ADMIN_PASSWORD go together: set both or neither',
  });

/** The environment variables the app reads (test/compose.test.ts holds compose.yaml to them). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(ZEnv.shape);

export interface TConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /**
   * The same database reached without a transaction-mode pooler (PgBouncer), for the connections
   * that hold a session: the commit listener's LISTEN and the start's advisory locks. Else DATABASE_URL.
   */
  databaseDirectUrl: string | undefined;
  /**
   * The most connections this process's pool opens; the queue's two and the commit listener's one
   * come on top (docs/architecture.md#several-processes weighs them against max_connections).
   */
  databasePoolMax: number;
  dataDir: string;
  sessionSecret: string | undefined;
  admin: { username: string; password: string } | undefined;
  seedDemo: boolean;
  timeZone: string;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  /** Adoption applications one address may send in 15 minutes (adoption events share one network). */
  applicationRateLimit: number;
  /** The address the shelter is reached at (no trailing slash), for absolute links; else each request's own origin. */
  publicUrl: string | undefined;
  /** Where file bytes live (storage/file-store.ts). */
  fileStore: TFileStoreConfig;
  /** Where the abuse limits count (limits.ts): Redis when REDIS_URL is set, else PostgreSQL. */
  redis: TRedisConfig | undefined;
  /** How messages leave (modules/messages): no SMTP server, they are kept in the outbox. */
  mail: TMailConfig;
  /** Where the listing sites' files are uploaded (modules/listings); a site without a target only has its files made. */
  listings: TListingsConfig;
}

/** An FTP server and folder to upload to, from an ftp:// (plain) or ftps:// (explicit TLS) URL. */
export interface TFtpTarget {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  password: string;
  /** The folder, '' for the login's own. */
  folder: string;
}

export interface TListingsConfig {
  petfinder: TFtpTarget | undefined;
  adoptapet: TFtpTarget | undefined;
  /** The name of Petfinder's file (`<id>.csv`): PETFINDER_SHELTER_ID, else the FTP user name (Petfinder's logins are the shelter's ID). */
  petfinderShelterId: string | undefined;
}

function isFtpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'ftp:' || url.protocol === 'ftps:') && url.hostname !== '' && url.username !== '';
  } catch {
    return false;
  }
}

/** The upload target an FTP URL names (its login percent-decoded). */
export function ftpTarget(text: string | undefined): TFtpTarget | undefined {
  if (!text) return undefined;
  const url = new URL(text);
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : 21,
    secure: url.protocol === 'ftps:',
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    folder: decodeURIComponent(url.pathname.replace(/^\/+|\/+$/g, '')),
  };
}

export interface TRedisConfig {
  url: string;
  /** Starts every key the app writes (`shelter:`); tests each take their own on one Redis. */
  keyPrefix: string;
}

/** Whether `text` is a URL with a host and one of `protocols` (`redis:`, `smtps:`…). */
function isUrlOf(text: string, protocols: readonly string[]): boolean {
  try {
    const url = new URL(text);
    return protocols.includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}

export interface TMailConfig {
  smtpUrl: string | undefined;
  /** MAIL_FROM as given: an address, or "Name <address>". */
  from: string;
}

const ADDRESS = /^[^\s@<>"]+@[^\s@<>"]+$/;

/** MAIL_FROM's parts: "Name <address>" or a bare address; undefined when it is neither. */
export function parseMailFrom(from: string): { name: string | undefined; address: string } | undefined {
  const named = /^(.*?)\s*<([^<>]+)>$/.exec(from.trim());
  const name = named?.[1]?.replace(/^"(.*)"$/, '$1').trim();
  const address = (named?.[2] ?? from).trim();
  if (!ADDRESS.test(address)) return undefined;
  return { name: name || undefined, address };
}

export type TFileStoreConfig =
  | { kind: 'postgres' }
  | { kind: 's3'; endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string; forcePathStyle: boolean };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment once; an invalid value stops the start with one clear line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const result = ZEnv.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = issue?.path.join('.') ?? '';
    throw new ConfigError(`Invalid configuration: ${name ? `${name} ` : ''}${issue?.message ?? 'is invalid'}`);
  }
  const e = result.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseDirectUrl: e.DATABASE_DIRECT_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    dataDir: path.resolve(e.DATA_DIR),
    sessionSecret: e.SESSION_SECRET,
    admin: e.SHELTER_ADMIN_USERNAME && e.SHELTER_ADMIN_PASSWORD ? { username: e.SHELTER_ADMIN_USERNAME, password: e.SHELTER_ADMIN_PASSWORD } : undefined,
    // Demo data by default only where the app owns its database.
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    timeZone: e.SHELTER_TIMEZONE ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    logLevel: e.LOG_LEVEL,
    applicationRateLimit: e.APPLICATION_RATE_LIMIT,
    publicUrl: e.PUBLIC_URL,
    fileStore:
      e.FILE_STORE === 's3' && e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT.replace(/\/+$/, ''),
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { kind: 'postgres' },
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: 'shelter:' } : undefined,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `no-reply@${e.PUBLIC_URL ? new URL(e.PUBLIC_URL).hostname : 'localhost'}`,
    },
    listings: {
      petfinder: ftpTarget(e.PETFINDER_FTP_URL),
      adoptapet: ftpTarget(e.ADOPTAPET_FTP_URL),
      petfinderShelterId: e.PETFINDER_SHELTER_ID ?? ftpTarget(e.PETFINDER_FTP_URL)?.user,
    },
  };
}
