/** CPU time a process and its descendants used, from /proc (Linux). */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times (100 on nearly every Linux). */
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

interface TStat {
  pid: number;
  ppid: number;
  /** utime + stime + cutime + cstime: the process's own and its exited, waited-for children's. */
  ticks: number;
}

/** /proc/<pid>/stat's fields after the command name, which may hold spaces and parentheses. */
function readStat(pid: number): TStat | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined; // exited since the listing
  }
  // Field 3 (state) is the first after ")"; ppid is field 4, utime to cstime fields 14 to 17.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const field = (n: number) => Number(fields[n - 3]);
  return { pid, ppid: field(4), ticks: field(14) + field(15) + field(16) + field(17) };
}

/**
 * CPU seconds used so far by each of `roots` with its descendants (a postmaster and its backends).
 * A child that exited and was waited for is in its parent's cutime and cstime; a pooled connection's
 * backend lives through a measured window, so a window's difference is the tree's use in it.
 */
export function cpuSeconds(roots: number[]): number[] {
  // No /proc/<pid>/task/<tid>/children on every kernel: the tree is rebuilt from every process's ppid.
  const stats = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => readStat(Number(name)) ?? []);
  const children = new Map<number, TStat[]>();
  for (const stat of stats) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat]);
  const treeTicks = (stat: TStat): number => stat.ticks + (children.get(stat.pid) ?? []).reduce((sum, child) => sum + treeTicks(child), 0);
  return roots.map((pid) => {
    const root = stats.find((stat) => stat.pid === pid);
    if (!root) throw new Error(`No process ${pid} to read the CPU time of`);
    return treeTicks(root) / TICKS_PER_SECOND;
  });
}
