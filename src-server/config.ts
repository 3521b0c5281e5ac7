import path from 'node:path';
import { z } from 'zod';
import { isValidTimeZone } from '../src-shared/dates.js';
import { ZPassword } from '../src-shared/schemas/users.js';

const booleanText = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((value) => value === 'true' || value === '1' || value === 'yes');

const ZEnv = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SHELTER_ADMIN_USERNAME: z.string().trim().min(1).max(100).optional(),
    SHELTER_ADMIN_PASSWORD: ZPassword.optional(),
    SEED_DEMO: booleanText.optional(),
    SHELTER_TIMEZONE: z.string().refine(isValidTimeZone, 'must be an IANA time zone such as America/Chicago').optional(),
    APPLICATION_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .refine((env) => Boolean(env.SHELTER_ADMIN_USERNAME) === Boolean(env.SHELTER_ADMIN_PASSWORD), {
    message: 'SHELTER_ADMIN_USERNAME and SHELTER_ADMIN_PASSWORD go together: set both or neither',
  });

export interface TConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  sessionSecret: string | undefined;
  admin: { username: string; password: string } | undefined;
  seedDemo: boolean;
  timeZone: string;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  /** Adoption applications one address may send in 15 minutes (adoption events share one network). */
  applicationRateLimit: number;
}

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
    dataDir: path.resolve(e.DATA_DIR),
    sessionSecret: e.SESSION_SECRET,
    admin: e.SHELTER_ADMIN_USERNAME && e.SHELTER_ADMIN_PASSWORD ? { username: e.SHELTER_ADMIN_USERNAME, password: e.SHELTER_ADMIN_PASSWORD } : undefined,
    // Demo data by default only where the app owns its database.
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    timeZone: e.SHELTER_TIMEZONE ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    logLevel: e.LOG_LEVEL,
    applicationRateLimit: e.APPLICATION_RATE_LIMIT,
  };
}
