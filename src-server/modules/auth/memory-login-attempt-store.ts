import type { TLoginAttemptStore } from './login-failures.js';

/**
 * Failed logins in this process's memory, for a single process. Failures older than `keepMs` are
 * dropped as keys are read, and every idle key once the map grows large, so memory follows recent
 * traffic only.
 */
export class MemoryLoginAttemptStore implements TLoginAttemptStore {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly keepMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private kept(key: string): number[] {
    const since = this.now() - this.keepMs;
    const kept = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  async record(keys: readonly string[], at: number): Promise<void> {
    for (const key of keys) this.failures.set(key, [...this.kept(key), at]);
    if (this.failures.size > 100_000) for (const key of [...this.failures.keys()]) this.kept(key);
  }

  async failuresAfter(keys: readonly string[], after: number): Promise<Map<string, number[]>> {
    const found = new Map<string, number[]>();
    for (const key of keys) {
      const times = this.kept(key).filter((at) => at > after);
      if (times.length) found.set(key, times);
    }
    return found;
  }

  async clear(key: string): Promise<void> {
    this.failures.delete(key);
  }
}
