import { z } from 'zod';

/**
 * The listing sites the shelter's adoptable animals are exported to (docs/domain.md#website):
 * each takes a bulk upload of its own CSV layout, made on a schedule and downloadable from
 * Settings → Website, and uploaded by FTP when the server is configured for it.
 */
export const LISTING_SITES = ['petfinder', 'adoptapet'] as const;
export type TListingSite = (typeof LISTING_SITES)[number];
export const LISTING_SITE_NAMES: Record<TListingSite, string> = { petfinder: 'Petfinder', adoptapet: 'Adopt-a-Pet' };

/** made: the files were written (no upload configured); uploaded: and the site's server took them; failed: either went wrong. */
export const LISTING_EXPORT_STATES = ['made', 'uploaded', 'failed'] as const;
export type TListingExportState = (typeof LISTING_EXPORT_STATES)[number];

export const ZListingSite = z.enum(LISTING_SITES, { error: `Site must be one of: ${LISTING_SITES.join(', ')}` });

/** One file of an export, downloadable while its export is the site's latest. */
export const ZListingFile = z.object({
  name: z.string(),
  bytes: z.number().int(),
});

/** A site's latest export run and what became of it. */
export const ZListingExport = z.object({
  id: z.number().int(),
  site: ZListingSite,
  state: z.enum(LISTING_EXPORT_STATES),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** The animals in the files. */
  animals: z.number().int(),
  files: z.array(ZListingFile),
  /** Where the files went (the FTP host and folder, never its credentials); null without an upload. */
  uploadTarget: z.string().nullable(),
  /** The upload's answer or what went wrong. */
  message: z.string().nullable(),
});
export type TListingExport = z.infer<typeof ZListingExport>;

/** Per site: its latest export (null before the first) and whether an upload is configured. */
export const ZListingSiteStatus = z.object({
  site: ZListingSite,
  name: z.string(),
  uploadConfigured: z.boolean(),
  latest: ZListingExport.nullable(),
});
export type TListingSiteStatus = z.infer<typeof ZListingSiteStatus>;
