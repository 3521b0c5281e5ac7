import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { LISTING_EXPORT_STATES, LISTING_SITES, type TListingSite } from '../../../src-shared/schemas/listings.js';

/** A file an export wrote to the file store (storage/file-store.ts), by the name the site expects. */
export interface TListingExportFile {
  name: string;
  key: string;
  bytes: number;
}

/**
 * One run of a listing site's export (docs/domain.md#website): the files written, and the upload's
 * result when one is configured. The latest run of each site is what Settings → Website shows and
 * serves; older runs' files are deleted when a new run's are written.
 */
export const ListingExportSchema = defineEntity({
  name: 'ListingExport',
  tableName: 'listing_exports',
  properties: {
    id: p.integer().primary().autoincrement(),
    site: p
      .enum(() => [...LISTING_SITES])
      .columnType('varchar(20)')
      .$type<TListingSite>(),
    state: p.enum(() => [...LISTING_EXPORT_STATES]).columnType('varchar(12)'),
    startedAt: p.datetime(),
    finishedAt: p.datetime().nullable(),
    animals: p.integer().default(0),
    files: p.json<TListingExportFile[]>().default('[]'),
    uploadTarget: p.string().length(300).nullable(),
    message: p.text().nullable(),
  },
  indexes: [
    { name: 'listing_exports_site_idx', expression: 'create index "listing_exports_site_idx" on "listing_exports" ("site", "started_at" desc, "id" desc)' },
  ],
});
export type TListingExportEntity = InferEntity<typeof ListingExportSchema>;
