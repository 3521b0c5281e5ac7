import { DomainError } from './domain-errors.js';

/** A refusal that says when to come back, in minutes a person can read. */
export class TooManyRequests extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('too_many', `${message} Try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minute${retryAfterSeconds > 60 ? 's' : ''}.`);
  }
}
