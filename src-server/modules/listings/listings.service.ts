import type { EntityManager } from '@mikro-orm/postgresql';
import { plainCsvLines } from '../../../src-shared/csv.js';
import { dateInZone } from '../../../src-shared/dates.js';
import {
  LISTING_SITE_NAMES,
  LISTING_SITES,
  type TListingExport,
  type TListingExportState,
  type TListingSite,
  type TListingSiteStatus,
} from '../../../src-shared/schemas/listings.js';
import type { TConfig } from '../../config.js';
import { notFound } from '../../domain-errors.js';
import type { TFileStore } from '../../storage/file-store.js';
import { getSettings } from '../settings/settings.service.js';
import { adoptapet } from './adoptapet.js';
import { uploadFiles, uploadTargetText, withoutCredentials } from './ftp-upload.js';
import { ListingExportSchema, type TListingExportEntity, type TListingExportFile } from './listing-export.entity.js';
import type { TListingFormat, TListingOptions } from './listing-format.js';
import { listedAnimals } from './listed-animals.js';
import { petfinder } from './petfinder.js';

export const LISTING_FORMATS: Record<TListingSite, TListingFormat> = { petfinder, adoptapet };

/** Runs kept per site (rows and files): the latest is served, the few before it show what changed. */
export const LISTING_RUNS_KEPT = 3;

export type TListingsRunConfig = Pick<TConfig, 'listings' | 'publicUrl'>;

/** A file's key in the store, under its run. */
export const listingFileKey = (site: TListingSite, runId: number, name: string) => `listings/${site}/${runId}/${name}`;

export const NO_PUBLIC_URL = 'PUBLIC_URL is not set: the files carry no photo addresses (the sites fetch photos from the Internet).';

const contentType = (name: string) => (name.endsWith('.csv') ? 'text/csv; charset=utf-8' : 'text/plain; charset=utf-8');

/** The site's files as text: the CSV read a batch of animals at a time, after the files that describe it. */
async function makeFiles(em: EntityManager, format: TListingFormat, options: TListingOptions, publicUrl: string | undefined) {
  const chunks = [plainCsvLines([format.header])];
  let animals = 0;
  for await (const batch of listedAnimals(em, options.today, publicUrl)) {
    chunks.push(plainCsvLines(batch.map((animal) => format.row(animal, options))));
    animals += batch.length;
  }
  const files = [...format.extraFiles(), { name: format.csvName(options), text: chunks.join('') }];
  return { animals, files: files.map((file) => ({ name: file.name, body: Buffer.from(file.text, 'utf8') })) };
}

const toListingExport = (row: TListingExportEntity): TListingExport => ({
  id: row.id,
  site: row.site,
  // The column's check constraint holds the states (the entity types it more loosely).
  state: row.state as TListingExportState,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  animals: row.animals,
  files: row.files.map(({ name, bytes }) => ({ name, bytes })),
  uploadTarget: row.uploadTarget ?? null,
  message: row.message ?? null,
});

/** Deletes the site's runs beyond the latest few, their files first (a file left behind by a failure is only space). */
async function pruneRuns(em: EntityManager, files: TFileStore, site: TListingSite): Promise<void> {
  const old = await em.find(ListingExportSchema, { site }, { orderBy: { startedAt: 'desc', id: 'desc' }, offset: LISTING_RUNS_KEPT });
  if (!old.length) return;
  await files.delete(old.flatMap((run) => run.files.map((file) => file.key)));
  await em.nativeDelete(ListingExportSchema, { id: { $in: old.map((run) => run.id) } });
}

/**
 * One run of a site's export (docs/domain.md#website): the files written to the store under the
 * run, the run recorded, the files uploaded when the server is configured for the site, older runs
 * deleted. A failure is recorded on the run (its message, never the login) and answered, not thrown:
 * a run that failed is over, and the next day's or an admin's makes a new one.
 */
export async function runListingExport(
  em: EntityManager,
  files: TFileStore,
  config: TListingsRunConfig,
  site: TListingSite,
  today: string,
): Promise<TListingExport> {
  const format = LISTING_FORMATS[site];
  const target = config.listings[site];
  const run = em.create(ListingExportSchema, {
    site,
    state: 'made',
    startedAt: new Date(),
    animals: 0,
    files: [],
    uploadTarget: target ? uploadTargetText(target) : null,
  });
  await em.flush();
  try {
    const options: TListingOptions = {
      today,
      adoptionFeeCents: (await getSettings(em)).system.defaultAdoptionFee,
      petfinderShelterId: config.listings.petfinderShelterId,
    };
    const made = await makeFiles(em, format, options, config.publicUrl);
    const stored: TListingExportFile[] = [];
    for (const file of made.files) {
      const key = listingFileKey(site, run.id, file.name);
      await files.put(key, { body: file.body, contentType: contentType(file.name) });
      stored.push({ name: file.name, key, bytes: file.body.length });
    }
    run.animals = made.animals;
    run.files = stored;
    await em.flush();
    const notes = config.publicUrl ? [] : [NO_PUBLIC_URL];
    if (target) {
      try {
        notes.unshift(`The server answered: ${await uploadFiles(target, made.files)}`);
        run.state = 'uploaded';
      } catch (error) {
        run.state = 'failed';
        notes.unshift(`The upload failed: ${withoutCredentials(error instanceof Error ? error.message : String(error), target)}`);
      }
    }
    run.message = notes.join(' ') || null;
  } catch (error) {
    run.state = 'failed';
    run.message = `The files could not be made: ${error instanceof Error ? error.message : String(error)}`;
  }
  run.finishedAt = new Date();
  await em.flush();
  await pruneRuns(em, files, site);
  return toListingExport(run);
}

const latestRun = (em: EntityManager, site: TListingSite) => em.findOne(ListingExportSchema, { site }, { orderBy: { startedAt: 'desc', id: 'desc' } });

/** Each site's latest run, and whether its upload is configured. */
export async function listingStatuses(em: EntityManager, config: Pick<TConfig, 'listings'>): Promise<TListingSiteStatus[]> {
  return Promise.all(
    LISTING_SITES.map(async (site) => {
      const latest = await latestRun(em, site);
      return { site, name: LISTING_SITE_NAMES[site], uploadConfigured: Boolean(config.listings[site]), latest: latest ? toListingExport(latest) : null };
    }),
  );
}

/** A file of the site's latest run, by its name; a file the store no longer has (a restore from a JSON backup) is not found either. */
export async function listingFile(
  em: EntityManager,
  files: TFileStore,
  site: TListingSite,
  name: string,
): Promise<{ name: string; body: Buffer; contentType: string }> {
  const missing = () => notFound(`${name} in ${LISTING_SITE_NAMES[site]}’s latest export (make the files again in Settings → Website)`);
  const file = (await latestRun(em, site))?.files.find((entry) => entry.name === name);
  if (!file) throw missing();
  const stored = await files.get(file.key);
  if (!stored) throw missing();
  return { name, body: stored.body, contentType: stored.contentType };
}

/**
 * The day's exports (jobs.ts): each site whose latest run started before the shelter's today,
 * so a retried or repeated hour makes no second run that day.
 */
export async function runDueListingExports(
  em: EntityManager,
  files: TFileStore,
  config: TListingsRunConfig,
  day: { today: string; timeZone: string },
): Promise<TListingExport[]> {
  const runs: TListingExport[] = [];
  for (const site of LISTING_SITES) {
    const latest = await latestRun(em, site);
    if (latest && dateInZone(latest.startedAt, day.timeZone) >= day.today) continue;
    runs.push(await runListingExport(em, files, config, site, day.today));
  }
  return runs;
}

/** The store keys of every kept run's files, for the backup's archive (backup/stored-file-keys.ts). */
export const LISTING_FILE_KEYS_SQL = `select f->>'key' as file_key from listing_exports e, jsonb_array_elements(e.files) f order by e.id`;
