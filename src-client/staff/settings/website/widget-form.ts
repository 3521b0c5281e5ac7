import { z } from 'zod';
import { type TWebsiteSettings, ZWebsiteSettings } from '../../../../src-shared/schemas/settings';

const ZAllowedOrigins = ZWebsiteSettings.shape.allowedOrigins;

/**
 * Settings → Website's widget form: the server's own schema, but the allowed websites typed one a
 * line; a refused line's reason is shown under the box.
 */
export const ZWidgetForm = ZWebsiteSettings.extend({
  allowedOrigins: z.string().transform((text, ctx) => {
    const parsed = ZAllowedOrigins.safeParse(text.split(/\s+/).filter(Boolean));
    if (parsed.success) return parsed.data;
    ctx.issues.push({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Invalid websites', input: text });
    return z.NEVER;
  }),
});
export type TWidgetFormValues = z.input<typeof ZWidgetForm>;

export const widgetFormValues = (settings: TWebsiteSettings): TWidgetFormValues => ({ ...settings, allowedOrigins: settings.allowedOrigins.join('\n') });

/** The one line another site pastes, for a server at `origin`. */
export const widgetSnippet = (origin: string) => `<script async src="${origin}/widget.js" data-shelter-adoptables></script>`;
