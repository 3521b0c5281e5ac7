/**
 * No Docker engine runs the tests, so the Dockerfile is checked by reading it: what the runtime
 * stage copies from the build stage must exist once `npm run build` has run (npm test runs it
 * first), and the runtime stage must keep the promises README.md makes about the image.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../src-server/paths.js';

interface TInstruction {
  keyword: string;
  args: string;
  line: number;
}

interface TStage {
  image: string;
  name: string | undefined;
  instructions: TInstruction[];
}

interface TCopy {
  from: string | undefined;
  sources: string[];
  destination: string;
}

/** Instructions by stage, with continuation lines joined and comments dropped. */
function parseDockerfile(text: string): TStage[] {
  const stages: TStage[] = [];
  let pending = '';
  let startLine = 0;
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (!pending && (line === '' || line.startsWith('#'))) return;
    if (!pending) startLine = index + 1;
    if (line.startsWith('#')) return;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1)} `;
      return;
    }
    const full = (pending + line).trim();
    pending = '';
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/s.exec(full) ?? [];
    const instruction = { keyword: keyword.toUpperCase(), args, line: startLine };
    if (instruction.keyword === 'FROM') {
      const [image = '', as, name] = args.replace(/--\S+\s+/g, '').split(/\s+/);
      stages.push({ image, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
    } else {
      const stage = stages.at(-1);
      if (!stage) throw new Error(`Dockerfile line ${startLine}: ${instruction.keyword} before any FROM`);
      stage.instructions.push(instruction);
    }
  });
  return stages;
}

/** Words of a shell-form argument list, or the items of an exec-form (JSON) one. */
function words(args: string): string[] {
  const trimmed = args.trim();
  return trimmed.startsWith('[') ? (JSON.parse(trimmed) as string[]) : trimmed.split(/\s+/).filter(Boolean);
}

function copies(stage: TStage): TCopy[] {
  return stage.instructions
    .filter((i) => i.keyword === 'COPY')
    .map((i) => {
      const all = words(i.args);
      const from = all.find((w) => w.startsWith('--from='))?.slice('--from='.length);
      const paths = all.filter((w) => !w.startsWith('--'));
      return { from, sources: paths.slice(0, -1), destination: paths.at(-1) ?? '' };
    });
}

function workdir(stage: TStage): string {
  return (
    stage.instructions
      .filter((i) => i.keyword === 'WORKDIR')
      .at(-1)
      ?.args.trim() ?? '/'
  );
}

const root = projectRoot();
const repoPath = (p: string) => path.join(root, p);

let stages: TStage[];
let build: TStage;
let runtime: TStage;

beforeAll(() => {
  stages = parseDockerfile(readFileSync(repoPath('Dockerfile'), 'utf8'));
  const last = stages.at(-1);
  if (!last || stages.length < 2) throw new Error('The Dockerfile should have a build stage and a runtime stage');
  runtime = last;
  const from = copies(runtime).find((c) => c.from)?.from;
  const found = stages.find((s) => s.name === from);
  if (!found) throw new Error(`The runtime stage copies from "${from}", which is no stage of the Dockerfile`);
  build = found;
});

/** Where a path inside the build stage's working directory comes from in this repository. */
function repoPathOfBuildPath(inImage: string): string {
  const absolute = path.posix.resolve(workdir(build), inImage);
  const relative = path.posix.relative(workdir(build), absolute);
  if (relative.startsWith('..')) throw new Error(`${inImage} lies outside the build stage's working directory`);
  return relative;
}

/** The repository file that ends up at `inImage` in the runtime stage, through its COPY --from lines. */
function sourceOfRuntimePath(inImage: string): string | undefined {
  const target = path.posix.resolve(workdir(runtime), inImage);
  for (const copy of copies(runtime)
    .filter((c) => c.from === build.name)
    .reverse()) {
    const destination = path.posix.resolve(workdir(runtime), copy.destination);
    for (const source of copy.sources) {
      const sourceRel = repoPathOfBuildPath(source);
      // A folder's contents land in the destination; a file lands in it when it is a folder
      // (`COPY a b ./`), else becomes it (`COPY a ./x`).
      const isFolder = existsSync(repoPath(sourceRel)) && statSync(repoPath(sourceRel)).isDirectory();
      const intoFolder = !isFolder && (copy.destination.endsWith('/') || copy.sources.length > 1);
      const landsAt = intoFolder ? path.posix.join(destination, path.posix.basename(sourceRel)) : destination;
      if (target === landsAt || target.startsWith(`${landsAt}/`)) return path.posix.join(sourceRel, path.posix.relative(landsAt, target));
    }
  }
  return undefined;
}

describe('Dockerfile', () => {
  it('builds and runs on Node 22', () => {
    for (const stage of stages) expect(stage.image, `FROM ${stage.image}`).toMatch(/^node:22([.-]|$)/);
  });

  it('copies from the build stage only paths that exist after npm run build', () => {
    const fromBuild = copies(runtime).filter((c) => c.from === build.name);
    expect(fromBuild.length).toBeGreaterThan(0);
    const missing = fromBuild.flatMap((c) => c.sources.map(repoPathOfBuildPath)).filter((p) => !existsSync(repoPath(p)));
    expect(missing, `COPY --from=${build.name} sources missing after the build: ${missing.join(', ')}`).toEqual([]);
  });

  it('copies into the build stage only files the repository has', () => {
    const fromContext = copies(build).filter((c) => !c.from);
    const missing = fromContext.flatMap((c) => c.sources).filter((p) => !existsSync(repoPath(p)));
    expect(missing, `COPY sources missing from the repository: ${missing.join(', ')}`).toEqual([]);
  });

  it('ships the server entry its CMD runs, the built client and package.json', () => {
    const cmd = runtime.instructions.filter((i) => i.keyword === 'CMD').at(-1);
    expect(cmd, 'the runtime stage has no CMD').toBeDefined();
    const [program, entry = ''] = words(cmd?.args ?? '[]');
    expect(program).toBe('node');
    for (const needed of [entry, 'dist/client/index.html', 'package.json']) {
      const source = sourceOfRuntimePath(needed);
      expect(source, `nothing copied into the runtime stage provides ${needed}`).toBeDefined();
      expect(existsSync(repoPath(source ?? '')), `${needed} comes from ${source}, which does not exist after the build`).toBe(true);
    }
  });

  it('runs as a non-root user with its data in a volume', () => {
    const user = runtime.instructions
      .filter((i) => i.keyword === 'USER')
      .at(-1)
      ?.args.trim();
    expect(user, 'the runtime stage sets no USER').toBeDefined();
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    const env = runtime.instructions
      .filter((i) => i.keyword === 'ENV')
      .map((i) => i.args)
      .join(' ');
    expect(env).toMatch(/\bHOST=0\.0\.0\.0\b/);
    expect(env).toMatch(/\bDATA_DIR=\/data\b/);
    expect(runtime.instructions.some((i) => i.keyword === 'VOLUME' && words(i.args).includes('/data'))).toBe(true);
  });

  it('checks its health on /api/health', () => {
    const check = runtime.instructions.find((i) => i.keyword === 'HEALTHCHECK');
    expect(check, 'the runtime stage has no HEALTHCHECK').toBeDefined();
    expect(check?.args).toMatch(/\bCMD\b.*\/api\/health/);
  });

  it('keeps the host build and dependencies out of the build context', () => {
    const ignored = readFileSync(repoPath('.dockerignore'), 'utf8')
      .split('\n')
      .map((l) => l.trim().replace(/^\/|\/$/g, ''));
    expect(ignored).toEqual(expect.arrayContaining(['node_modules', 'dist', 'data']));
  });
});
