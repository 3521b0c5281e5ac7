import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { DEFAULT_SETTINGS, ZSettings, type TPublicOrganization, type TSettings, type TSettingsUpdateInput } from '../../../src-shared/schemas/settings.js';
import { cachePerOrm } from '../../db/read-cache.js';
import { SettingSchema } from './setting.entity.js';

const GROUPS = ['organization', 'system', 'notifications', 'printing', 'website'] as const;
type TGroup = (typeof GROUPS)[number];

/**
 * The stored settings over the spec's defaults, field by field: a group saved by an older
 * version still reads whole, the default filling a field it lacks or one this version refuses
 * (a website saved before only web addresses were accepted), so one stale value never costs
 * the shelter its other settings.
 */
async function readSettings(em: EntityManager): Promise<TSettings> {
  // A plain statement, not em.find: nothing here is changed through the identity map, and most
  // calls after a commit read the settings, where find's hydration costs four times the read.
  const rows = await em.execute<{ key: string; value: Record<string, unknown> }[]>('select key, value from settings where key in (?)', [[...GROUPS]]);
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const group = <G extends TGroup>(name: G): TSettings[G] => {
    const fields: Record<string, unknown> = { ...DEFAULT_SETTINGS[name] };
    const shape: Record<string, z.ZodType> = ZSettings.shape[name].shape;
    for (const [field, value] of Object.entries(stored.get(name) ?? {})) {
      const parsed = shape[field]?.safeParse(value);
      if (parsed?.success) fields[field] = parsed.data;
    }
    return ZSettings.shape[name].parse(fields) as TSettings[G];
  };
  return {
    organization: group('organization'),
    system: group('system'),
    notifications: group('notifications'),
    printing: group('printing'),
    website: group('website'),
  };
}

/** The settings kept for an ORM (caches.ts lists it with the app's other caches). */
export const settingsCache = cachePerOrm<TSettings>({ maxEntries: 1 });

/**
 * Nearly every call reads the settings (the shelter's calendar follows its time zone): they are
 * kept until the next write. A transaction reads them itself, as its own isolation sees them.
 */
export function getSettings(em: EntityManager): Promise<TSettings> {
  if (em.isInTransaction()) return readSettings(em);
  return settingsCache(em).get('settings', () => readSettings(em));
}

export async function getPublicOrganization(em: EntityManager): Promise<TPublicOrganization> {
  const { name, phone, email, address, website, openingHours } = (await getSettings(em)).organization;
  return { name, phone, email, address, website, openingHours };
}

/** Saves the groups sent, each merged over what is stored, in one transaction. */
export async function updateSettings(em: EntityManager, input: TSettingsUpdateInput): Promise<TSettings> {
  return em.transactional(async (tx) => {
    const current = await getSettings(tx);
    const next = ZSettings.parse({
      organization: { ...current.organization, ...input.organization },
      system: { ...current.system, ...input.system },
      notifications: { ...current.notifications, ...input.notifications },
      printing: { ...current.printing, ...input.printing },
      website: { ...current.website, ...input.website },
    });
    for (const group of GROUPS) {
      if (!input[group]) continue;
      // upsert() skips onCreate/onUpdate hooks: the timestamp is set here.
      await tx.upsert(SettingSchema, { key: group, value: next[group], updatedAt: new Date() });
    }
    return next;
  });
}
