import { toCsv, type TCsvColumn } from '../../../src-shared/csv';
import type { TPerson } from '../../../src-shared/schemas/people';
import type { TCsvFile } from '../components/csv-export';

const yes = (flag: boolean) => (flag ? 'Yes' : '');

/** The People list's export: one row per person, every detail staff keep (docs/domain.md#csv applies). */
export const PEOPLE_CSV: TCsvColumn<TPerson>[] = [
  { header: 'Name', kind: 'text', value: (person) => person.name },
  { header: 'E-mail', kind: 'text', value: (person) => person.email },
  { header: 'Phone', kind: 'text', value: (person) => person.phone },
  { header: 'Other phone', kind: 'text', value: (person) => person.altPhone },
  { header: 'Address', kind: 'text', value: (person) => person.address },
  { header: 'Roles', kind: 'text', value: (person) => person.roles.join('; ') },
  { header: 'Do not adopt', kind: 'text', value: (person) => yes(person.doNotAdopt) },
  { header: 'Do-not-adopt reason', kind: 'text', value: (person) => person.doNotAdoptReason },
  { header: 'Foster approved on', kind: 'text', value: (person) => person.fosterApprovedOn },
  { header: 'Foster capacity', kind: 'text', value: (person) => person.fosterCapacity?.toString() },
  { header: 'Volunteer active', kind: 'text', value: (person) => yes(person.volunteerActive) },
  { header: 'Organization', kind: 'text', value: (person) => person.organizationName },
  { header: 'Notes', kind: 'text', value: (person) => person.notes },
];

/** people-2026-03-01.csv: the shelter's day the file was made. */
export function peopleFile(people: readonly TPerson[], today: string): TCsvFile {
  return { fileName: `people-${today}.csv`, csv: toCsv(PEOPLE_CSV, people), rows: people.length };
}
