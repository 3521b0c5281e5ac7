import { DomainError } from './domain-errors.js';

/**
 * Counts events per key in a sliding window, in this process's memory (Shelter runs as one
 * process). Keys untouched for a window are forgotten, so memory follows recent traffic only.
 */
export class RateLimiter {
  private readonly events = new Map<string, number[]>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const kept = (this.events.get(key) ?? []).filter((at) => at > since);
    if (kept.length) this.events.set(key, kept);
    else this.events.delete(key);
    return kept;
  }

  /** Milliseconds until the first of these keys may act again; 0 when all may now. */
  retryAfterMs(keys: readonly string[]): number {
    return Math.max(0, ...keys.map((key) => {
      const recent = this.recent(key);
      return recent.length >= this.max ? (recent[recent.length - this.max] ?? 0) + this.windowMs - this.now() : 0;
    }));
  }

  record(keys: readonly string[]): void {
    const at = this.now();
    for (const key of keys) this.events.set(key, [...this.recent(key), at]);
    if (this.events.size > 100_000) this.forgetIdle();
  }

  reset(key: string): void {
    this.events.delete(key);
  }

  private forgetIdle(): void {
    for (const key of [...this.events.keys()]) this.recent(key);
  }
}

/** A refusal that says when to come back, in minutes a person can read. */
export class TooManyRequests extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('too_many', `${message} Try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minute${retryAfterSeconds > 60 ? 's' : ''}.`);
  }
}

/** Throws TooManyRequests when any key is over its limit. */
export function assertWithinLimit(limiter: RateLimiter, keys: readonly string[], message: string): void {
  const waitMs = limiter.retryAfterMs(keys);
  if (waitMs > 0) throw new TooManyRequests(message, Math.ceil(waitMs / 1000));
}
