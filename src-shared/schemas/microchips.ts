import { z } from 'zod';

/**
 * The REST adapter hands path parameters over still percent-encoded ("985%20112…"). A chip
 * number never contains "%", so decoding is harmless for tRPC callers, who send it decoded.
 */
function decodePathParameter(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export const ZMicrochipLookupInput = z.object({
  number: z
    .string({ error: 'Search value is required' })
    .transform(decodePathParameter)
    .pipe(z.string().trim().min(1, 'Search value is required').max(64, 'A chip number is at most 64 characters')),
});

export const ZMicrochipLookup = z.object({
  number: z.string(),
  valid: z.boolean(),
  format: z.string().nullable(),
  manufacturer: z.string().nullable(),
  registry: z.string().nullable(),
  message: z.string(),
  /** The animal of this shelter that carries the chip, if any. */
  animal: z.object({ id: z.number().int(), animalId: z.string(), name: z.string(), status: z.string() }).nullable(),
  /** The national lookup, for the owner's registration. */
  nationalLookupUrl: z.string(),
});
export type TMicrochipLookup = z.infer<typeof ZMicrochipLookup>;
