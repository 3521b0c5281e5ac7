import type { TConfig } from './config.js';
import { RateLimiter } from './rate-limiter.js';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** The abuse limits of one running app. */
export interface TLimits {
  /** Failed logins, by address and by username: 5 in 15 minutes. */
  loginFailures: RateLimiter;
  /** Adoption applications by address. */
  applications: RateLimiter;
}

export function createLimits(config: Pick<TConfig, 'applicationRateLimit'>): TLimits {
  return {
    loginFailures: new RateLimiter(5, FIFTEEN_MINUTES),
    applications: new RateLimiter(config.applicationRateLimit, FIFTEEN_MINUTES),
  };
}
