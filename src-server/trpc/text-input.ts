import { TRPCError } from '@trpc/server';
import { ZodRealError } from 'zod';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with a text for the database, if anything. */
function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'Text cannot contain the NUL character';
  if (LONE_SURROGATE.test(text)) return 'Text contains an invalid character (an unpaired surrogate)';
  return undefined;
}

/** The first string in a JSON value (keys included) that the database cannot store, with its path. */
export function unstorableText(value: unknown, path: (string | number)[] = []): { path: (string | number)[]; message: string } | undefined {
  if (typeof value === 'string') {
    const message = textProblem(value);
    return message ? { path, message } : undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const at = [...path, Array.isArray(value) ? Number(key) : key];
    const found = unstorableText(key, at) ?? unstorableText(inner, at);
    if (found) return found;
  }
  return undefined;
}

/**
 * PostgreSQL stores neither U+0000 in text nor an unpaired UTF-16 surrogate in JSON (the audit
 * trail's jsonb), and refuses the whole statement with an error the app would answer as a 500.
 * No field has a use for either: the input is refused as invalid, naming the field like any other
 * validation issue.
 */
export function assertStorableText(input: unknown): void {
  const problem = unstorableText(input);
  if (!problem) return;
  throw new TRPCError({
    code: 'BAD_REQUEST',
    message: problem.message,
    cause: new ZodRealError([{ code: 'custom', path: problem.path, message: problem.message, input: undefined }]),
  });
}
