import { formatCents } from '../../../../src-shared/money';

/**
 * The audit log's `changes` (`{ field: [old, new] }`, a password as "changed") as lines a person
 * reads: "Intake date: 2026-03-01 → 2026-03-02".
 */

export interface TChangeLine {
  field: string;
  /** Absent for a created record, and for a secret whose values are never logged. */
  before?: string;
  /** Absent for a deleted record and for a secret. */
  after?: string;
}

/** Record types as the log names them, and as the screen says them. */
export const AUDIT_ENTITIES: readonly { value: string; label: string }[] = [
  { value: 'Animal', label: 'Animal' },
  { value: 'MedicalRecord', label: 'Medical record' },
  { value: 'BehaviorNote', label: 'Behavior note' },
  { value: 'Adoption', label: 'Adoption' },
  { value: 'FosterPlacement', label: 'Foster placement' },
  { value: 'Appointment', label: 'Appointment' },
  { value: 'Transaction', label: 'Transaction' },
  { value: 'Application', label: 'Adoption application' },
  { value: 'User', label: 'User' },
  { value: 'Setting', label: 'Setting' },
];

export const entityLabel = (entity: string) => AUDIT_ENTITIES.find((item) => item.value === entity)?.label ?? humanize(entity);

/** "intakeDate" -> "Intake date"; "animal_id" -> "Animal id". */
export function humanize(name: string): string {
  const words = name
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A logged value as text: empty is "empty", lists are joined, yes/no for flags. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'empty';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? 'empty' : value.map(valueText).join(', ');
  return JSON.stringify(value);
}

const isPair = (value: unknown): value is [unknown, unknown] => Array.isArray(value) && value.length === 2;

/** Fields holding cents (docs/domain.md#money), shown as dollars. */
const MONEY_FIELDS = new Set(['amount', 'feeAmount', 'defaultAdoptionFee']);

/** The record's own id: the Record column shows it already. */
const OWN_ID = 'id';

export function changeLines(action: string, changes: Record<string, unknown>): TChangeLine[] {
  return Object.entries(changes)
    .filter(([name]) => name !== OWN_ID)
    .map(([name, change]) => {
      const field = humanize(name);
      if (!isPair(change)) return { field };
      const text = (value: unknown) => (MONEY_FIELDS.has(name) && typeof value === 'number' ? formatCents(value) : valueText(value));
      const [before, after] = change;
      if (action === 'create') return { field, after: text(after) };
      if (action === 'delete') return { field, before: text(before) };
      return { field, before: text(before), after: text(after) };
    });
}
