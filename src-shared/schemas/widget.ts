import { z } from 'zod';
import { ZWebsiteSettings } from './settings.js';

/** The widget's look, from Settings → Website. */
export const ZWidgetTheme = ZWebsiteSettings.pick({ primaryColor: true, font: true, colorScheme: true });
export type TWidgetTheme = z.infer<typeof ZWidgetTheme>;

/** GET /api/public/website: what the embeddable widget needs of the shelter (docs/domain.md#website-widget). */
export const ZPublicWebsite = z.object({
  organizationName: z.string(),
  /** The portal's absolute address, e.g. https://shelter.example/public. */
  portalUrl: z.string(),
  theme: ZWidgetTheme,
});
export type TPublicWebsite = z.infer<typeof ZPublicWebsite>;
