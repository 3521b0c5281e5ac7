import { z } from 'zod';

/** A write that takes nothing still sends `{}` as JSON (writes are JSON only). */
export const ZNoInput = z.object({}).optional();

export const ZOk = z.object({ ok: z.literal(true) });

/** Every REST error body (docs/architecture.md#errors). */
export const ZErrorBody = z.object({
  message: z.string(),
  code: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;
