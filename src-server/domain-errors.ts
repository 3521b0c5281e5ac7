/**
 * Domain errors: services throw these and know nothing of HTTP. trpc/error-map.ts maps
 * them to statuses in one place.
 */
export type TDomainErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_many'
  | 'unavailable'
  /** An uploaded file over its size limit (413). */
  | 'too_large'
  /** An uploaded file whose content is not a type the call takes (415), whatever its name says. */
  | 'unsupported_type';

export class DomainError extends Error {
  override name = 'DomainError';
  constructor(
    readonly kind: TDomainErrorKind,
    message: string,
    /** The field at fault, so the error lists it like a schema's problem (`issues`). */
    readonly path?: string,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new DomainError('not_found', `${what} not found`);
export const conflict = (message: string, path?: string) => new DomainError('conflict', message, path);
export const invalid = (message: string, path?: string) => new DomainError('invalid', message, path);
/** An uploaded file over its size limit (413). */
export const tooLarge = (message: string) => new DomainError('too_large', message);
/** An uploaded file whose content is of a kind not taken there (415), judged by its bytes. */
export const unsupportedType = (message: string) => new DomainError('unsupported_type', message);

/** The refusal of an edit made on a stale `version` of a record (an animal, an adoption…). */
export const changedBySomeoneElse = (record: string) => `This ${record} was changed by someone else. Reload it and try again.`;
