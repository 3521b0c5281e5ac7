/**
 * No container engine runs the tests, so compose.yaml (several app processes behind a proxy, on
 * one PostgreSQL) is checked by reading it, as the Dockerfile is (dockerfile.test.ts): the
 * services README.md describes, images an operator can trust, paths the repository has, an app
 * environment config.ts reads and accepts, and health checks that ask routes the app answers.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { CONFIG_VARIABLES, loadConfig } from '../src-server/config.js';
import { projectRoot } from '../src-server/paths.js';
import { createTestApp, type TTestApp } from './app.js';

/** The part of the Compose specification these checks read; anything else passes through. */
const ZService = z.object({
  image: z.string().optional(),
  build: z.union([z.string(), z.object({ context: z.string().default('.'), dockerfile: z.string().default('Dockerfile') })]).optional(),
  // Map form; a key without a value passes the variable on from Compose's environment when set.
  environment: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).default({}),
  env_file: z.unknown().optional(),
  depends_on: z.union([z.array(z.string()), z.record(z.string(), z.object({ condition: z.string().optional() }))]).optional(),
  ports: z.array(z.string()).default([]),
  volumes: z.array(z.string()).default([]),
  healthcheck: z.object({ test: z.union([z.string(), z.array(z.string())]) }).optional(),
});
const ZCompose = z.object({
  services: z.record(z.string(), ZService),
  volumes: z.record(z.string(), z.unknown().nullable()).default({}),
});
type TService = z.infer<typeof ZService>;

const root = projectRoot();
const repoPath = (p: string) => path.join(root, p);

/** Stand-ins for what an operator puts in .env, so that the interpolated values can be read. */
const OPERATOR_ENV: Record<string, string> = {
  POSTGRES_PASSWORD: 'lettersAndDigits0123',
  SESSION_SECRET: 'an-operator-secret-of-32-characters-or-more',
};

/** A value with Compose's `${VAR}`, `${VAR:-default}` and `${VAR:?message}` replaced as Compose would, given `env`. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?:(:?[-?])([^}]*))?\}/g, (_match, name: string, operator: string | undefined, word: string) => {
    const set = env[name];
    if (set !== undefined && (set !== '' || !operator?.startsWith(':'))) return set;
    if (operator?.endsWith('?')) throw new Error(`${name} is required: ${word}`);
    return operator?.endsWith('-') ? word : '';
  });
}

/** Bind mounts (`./host/path:/in/container[:ro]`); named volumes are left out. */
function bindMounts(service: TService): { source: string; target: string }[] {
  return service.volumes
    .map((v) => v.split(':'))
    .filter(([source = '']) => source.startsWith('.') || source.startsWith('/'))
    .map(([source = '', target = '']) => ({ source, target }));
}

function namedVolumes(service: TService): { name: string; target: string }[] {
  return service.volumes
    .map((v) => v.split(':'))
    .filter(([source = '']) => /^\w[\w.-]*$/.test(source))
    .map(([name = '', target = '']) => ({ name, target }));
}

function dependsOn(service: TService): Record<string, string | undefined> {
  const deps = service.depends_on ?? [];
  return Array.isArray(deps) ? Object.fromEntries(deps.map((d) => [d, undefined])) : Object.fromEntries(Object.entries(deps).map(([d, v]) => [d, v.condition]));
}

let services: Record<string, TService>;
let topVolumes: Record<string, unknown>;
let apps: [string, TService][];
let caddyfile: string;
let t: TTestApp;

/** The service whose image is `name` (at any tag). */
function serviceOfImage(name: string): [string, TService] {
  const found = Object.entries(services).find(([, s]) => s.image?.split(/[:@]/)[0]?.replace(/^docker\.io\/library\//, '') === name);
  if (!found) throw new Error(`compose.yaml has no service running the ${name} image`);
  return found;
}

beforeAll(async () => {
  t = await createTestApp();
  const compose = ZCompose.parse(parse(readFileSync(repoPath('compose.yaml'), 'utf8'), { merge: true }));
  services = compose.services;
  topVolumes = compose.volumes;
  apps = Object.entries(services).filter(([, s]) => s.build !== undefined);
  const config = bindMounts(serviceOfImage('caddy')[1]).find((m) => m.target === '/etc/caddy/Caddyfile');
  if (!config) throw new Error('The proxy is given no Caddyfile of the repository');
  caddyfile = readFileSync(repoPath(config.source), 'utf8');
});
afterAll(() => t.close());

describe('compose.yaml', () => {
  it('runs two app processes built from the Dockerfile, reached only through the proxy', () => {
    expect(apps).toHaveLength(2);
    for (const [name, app] of apps) {
      expect(app.build, name).toEqual(expect.objectContaining({ dockerfile: 'Dockerfile' }));
      expect(app.ports, `${name} publishes ports of its own`).toEqual([]);
    }
    const [, proxy] = serviceOfImage('caddy');
    expect(proxy.ports.length).toBeGreaterThan(0);
    expect(Object.keys(dependsOn(proxy)).sort()).toEqual(apps.map(([name]) => name).sort());
  });

  it('keeps PostgreSQL in a named volume and starts the apps once it answers', () => {
    const [postgresName, postgres] = serviceOfImage('postgres');
    const volume = namedVolumes(postgres).find((v) => v.target === '/var/lib/postgresql/data');
    expect(volume, 'PostgreSQL’s data directory is not in a named volume').toBeDefined();
    expect(topVolumes).toHaveProperty(volume?.name ?? '');
    const check = postgres.healthcheck?.test;
    expect([check].flat().join(' ')).toMatch(/\bpg_isready\b/);
    for (const [name, app] of apps) expect(dependsOn(app)[postgresName], name).toBe('service_healthy');
  });

  it('names only official images, each at a pinned version', () => {
    const images = Object.values(services).flatMap((s) => (s.image ? [s.image] : []));
    expect(images.length).toBeGreaterThan(0);
    // Docker's official images have no owner in their name; a tag of "latest", "17" or none moves.
    for (const image of images) expect(image).toMatch(/^(docker\.io\/library\/)?[a-z0-9][a-z0-9._-]*(:\d+\.\d+[\w.-]*|@sha256:[0-9a-f]{64})$/);
  });

  it('names only paths the repository has', () => {
    const paths = Object.values(services).flatMap((s) => {
      const build = typeof s.build === 'string' ? { context: s.build, dockerfile: 'Dockerfile' } : s.build;
      return [...(build ? [build.context, path.join(build.context, build.dockerfile)] : []), ...bindMounts(s).map((m) => m.source)];
    });
    const missing = paths.filter((p) => path.isAbsolute(p) || !existsSync(repoPath(p)));
    expect(missing, `paths missing from the repository: ${missing.join(', ')}`).toEqual([]);
  });

  it('gives the apps only variables config.ts reads, and a configuration it accepts', () => {
    for (const [name, app] of apps) {
      expect(app.env_file, `${name}: every variable is named in compose.yaml, none comes from a file`).toBeUndefined();
      const unknown = Object.keys(app.environment).filter((v) => !CONFIG_VARIABLES.includes(v));
      expect(unknown, `${name} passes variables the app does not read`).toEqual([]);
      const env = Object.fromEntries(
        Object.entries(app.environment).flatMap(([key, value]) => (value === null ? [] : [[key, interpolate(String(value), OPERATOR_ENV)]])),
      );
      const config = loadConfig(env);
      const database = new URL(config.databaseUrl ?? '');
      const [postgresName, postgres] = serviceOfImage('postgres');
      expect(database.hostname).toBe(postgresName);
      expect(database.username).toBe(postgres.environment.POSTGRES_USER);
      expect(database.password).toBe(interpolate(String(postgres.environment.POSTGRES_PASSWORD), OPERATOR_ENV));
      expect(database.pathname).toBe(`/${postgres.environment.POSTGRES_DB}`);
    }
  });

  it('will not start the apps without SESSION_SECRET, which they all share', () => {
    for (const [name, app] of apps) {
      expect(app.environment.SESSION_SECRET, name).toMatch(/^\$\{SESSION_SECRET:\?[^}]+\}$/);
      expect(() => interpolate(String(app.environment.SESSION_SECRET), {}), name).toThrow(/SESSION_SECRET is required/);
    }
  });
});

describe('the proxy’s Caddyfile', () => {
  it('spreads requests over every app process in turn, at the port it listens on', () => {
    const upstreams = /^\s*reverse_proxy\s+([^{\n]+)/m.exec(caddyfile)?.[1]?.trim().split(/\s+/) ?? [];
    const imagePort = /\bPORT=(\d+)\b/.exec(readFileSync(repoPath('Dockerfile'), 'utf8'))?.[1];
    expect(upstreams.sort()).toEqual(apps.map(([name, app]) => `${name}:${String(app.environment.PORT ?? imagePort)}`).sort());
    expect(caddyfile).toMatch(/^\s*lb_policy\s+round_robin\s*$/m);
  });

  it('takes a process out of the turn while /api/ready refuses', () => {
    expect(/^\s*health_uri\s+(\S+)/m.exec(caddyfile)?.[1]).toBe('/api/ready');
  });
});

it('asks for health only at routes the app answers', async () => {
  const checks = [
    ...[...caddyfile.matchAll(/^\s*health_uri\s+(\S+)/gm)].map((m) => m[1] ?? ''),
    ...apps.flatMap(([, app]) =>
      [
        ...[app.healthcheck?.test ?? []]
          .flat()
          .join(' ')
          .matchAll(/\/api\/[\w/-]+/g),
      ].map((m) => m[0]),
    ),
  ];
  expect(checks.length).toBeGreaterThan(0);
  for (const url of checks) {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
  }
});
