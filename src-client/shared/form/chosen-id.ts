import { z } from 'zod';

/**
 * A record chosen in a picker (a person, an organization), which the form holds as its id, or null
 * while none is chosen: then `message` says what to choose, under the picker.
 */
export const chosenId = (message: string) =>
  z
    .number()
    .nullable()
    .transform((id, ctx) => {
      if (id !== null) return id;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });
