import type { EntityManager } from '@mikro-orm/postgresql';
import {
  MESSAGE_TEMPLATE_KINDS,
  type TMessagePreview,
  type TMessageTemplate,
  type TMessageTemplateKind,
  type TMessageTemplateUpdate,
} from '../../../src-shared/schemas/messages.js';
import type { TOrganizationSettings } from '../../../src-shared/schemas/settings.js';
import { invalid } from '../../domain-errors.js';
import { getSettings } from '../settings/settings.service.js';
import { DEFAULT_TEMPLATES, TEMPLATE_PLACEHOLDERS } from './default-templates.js';
import { placeholdersIn, renderTemplate, type TPlaceholderValues, type TRendered } from './render.js';

/**
 * The message templates (Settings → Messages, docs/domain.md#messages): one `settings` row holds
 * the ones an admin changed, by kind; every other kind reads its default. The row is not one of
 * GET /api/settings's groups.
 */
const TEMPLATES_KEY = 'messageTemplates';

type TStored = Partial<Record<TMessageTemplateKind, { subject: string; body: string }>>;

/** Read past the identity map: a call that saved a template reads what it saved. */
async function storedTemplates(em: EntityManager): Promise<TStored> {
  const [row] = await em.execute<{ value: TStored }[]>('select value from settings where key = ?', [TEMPLATES_KEY]);
  return row?.value ?? {};
}

function templateOf(stored: TStored, kind: TMessageTemplateKind): TMessageTemplate {
  const saved = stored[kind];
  return { kind, ...(saved ?? DEFAULT_TEMPLATES[kind]), placeholders: [...TEMPLATE_PLACEHOLDERS[kind]], customized: Boolean(saved) };
}

export async function listTemplates(em: EntityManager): Promise<TMessageTemplate[]> {
  const stored = await storedTemplates(em);
  return MESSAGE_TEMPLATE_KINDS.map((kind) => templateOf(stored, kind));
}

export async function getTemplate(em: EntityManager, kind: TMessageTemplateKind): Promise<TMessageTemplate> {
  return templateOf(await storedTemplates(em), kind);
}

/** A placeholder the message does not fill would reach the reader as `{typo}`: refused, naming it. */
function assertKnownPlaceholders(input: TMessageTemplateUpdate): void {
  const known = new Set(TEMPLATE_PLACEHOLDERS[input.kind]);
  for (const field of ['subject', 'body'] as const) {
    const unknown = placeholdersIn(input[field]).filter((name) => !known.has(name));
    if (unknown.length) {
      const names = unknown.map((name) => `{${name}}`).join(', ');
      throw invalid(
        `Unknown placeholder${unknown.length > 1 ? 's' : ''} ${names}: this message fills ${[...known].map((name) => `{${name}}`).join(', ')}`,
        field,
      );
    }
  }
}

/** Writes the stored templates under a row lock, so two admins saving two kinds at once keep both. */
async function changeStored(em: EntityManager, change: (stored: TStored) => void): Promise<void> {
  await em.transactional(async (tx) => {
    await tx.execute(`insert into settings (key, value, updated_at) values (?, '{}'::jsonb, now()) on conflict (key) do nothing`, [TEMPLATES_KEY]);
    const [row] = await tx.execute<{ value: TStored }[]>('select value from settings where key = ? for update', [TEMPLATES_KEY]);
    const stored = { ...row?.value };
    change(stored);
    await tx.execute('update settings set value = ?::jsonb, updated_at = now() where key = ?', [JSON.stringify(stored), TEMPLATES_KEY]);
  });
}

export async function saveTemplate(em: EntityManager, input: TMessageTemplateUpdate): Promise<TMessageTemplate> {
  assertKnownPlaceholders(input);
  await changeStored(em, (stored) => {
    stored[input.kind] = { subject: input.subject, body: input.body };
  });
  return getTemplate(em, input.kind);
}

/** Back to the default text. */
export async function resetTemplate(em: EntityManager, kind: TMessageTemplateKind): Promise<TMessageTemplate> {
  await changeStored(em, (stored) => {
    delete stored[kind];
  });
  return getTemplate(em, kind);
}

/** The shelter's details every message may name, as its settings say them now. */
export function organizationValues(organization: TOrganizationSettings): TPlaceholderValues {
  return {
    organizationName: organization.name,
    organizationPhone: organization.phone,
    organizationEmail: organization.email,
    organizationAddress: organization.address,
    openingHours: organization.openingHours,
  };
}

/** Fills a kind's template (the saved one, else the default) with `values`. */
export type TComposer = (kind: TMessageTemplateKind, values: TPlaceholderValues) => TRendered;

/**
 * The templates as `tx`, the event's transaction, sees them, read once for every message the event
 * writes: a new application tells each user who hears of them at once, with one read.
 */
export async function messageComposer(tx: EntityManager): Promise<TComposer> {
  const stored = await storedTemplates(tx);
  return (kind, values) => renderTemplate(templateOf(stored, kind), values);
}

const SAMPLE_APPLICANT = 'Jordan Rivera';
const SAMPLE_ANIMAL = 'Biscuit';

/** What the sample application's console link looks like; the preview's links go nowhere real. */
const SAMPLE_LINK = 'https://shelter.example.org/adoptions?tab=applications&application=1';

function sampleValues(organization: TOrganizationSettings): TPlaceholderValues {
  return {
    ...organizationValues(organization),
    applicantName: SAMPLE_APPLICANT,
    adopterName: SAMPLE_APPLICANT,
    recipientName: 'Sam Carter',
    animalName: SAMPLE_ANIMAL,
    reference: '48213957',
    reason: 'We are looking for a home with a securely fenced yard for Biscuit.',
    adoptionDate: 'Mar 5, 2026',
    vaccinationList: [{ text: 'Feb 12, 2026: DHPP (Nobivac DHPPi)' }, { text: 'Feb 26, 2026: Rabies (Imrab 3)' }],
    microchip: '985112003456789',
    microchipRegistry: 'HomeAgain',
    date: 'Mar 6, 2026',
    applicationCount: '2',
    applicationList: [
      { text: `48213957: ${SAMPLE_APPLICANT} for ${SAMPLE_ANIMAL}`, link: SAMPLE_LINK },
      { text: '51902846: Alex Morgan for Pepper', link: SAMPLE_LINK.replace(/1$/, '2') },
    ],
    appointmentCount: '2',
    appointmentList: [{ text: `09:30 Vaccination: ${SAMPLE_ANIMAL} (A-2026-0042), Dr. Lee` }, { text: '14:00 Check-up: Pepper (A-2026-0051), Sam Carter' }],
    placementCount: '1',
    placementList: [{ text: `${SAMPLE_ANIMAL} (A-2026-0042) with Alex Morgan, ends Mar 8, 2026` }],
  };
}

/** A template as typed, unsaved, filled with a sample animal and applicant and the shelter's real details. */
export async function previewTemplate(em: EntityManager, input: TMessageTemplateUpdate): Promise<TMessagePreview> {
  assertKnownPlaceholders(input);
  return renderTemplate(input, sampleValues((await getSettings(em)).organization));
}
