import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeChipNumber } from '../../../src-shared/microchips.js';
import { roleMay, type TRole } from '../../../src-shared/roles.js';
import type { TPerson } from '../../../src-shared/schemas/people.js';
import { SEARCH_COUNT_LIMIT, SEARCH_GROUP_LIMIT, type TSearchGroup, type TSearchResults } from '../../../src-shared/schemas/search.js';
import { likePattern } from '../../db/like-pattern.js';
import { selectFirstRowsOfEach, SqlConditions, type TFirstRows, type TPageStatement } from '../../db/sql-page.js';
import { addRegistrySearch } from '../animals/animal-search.js';
import { selectedPeople } from '../people/people-search.js';
import { PERSON_COLUMNS, readerOf, toPerson, type TPersonRow, type TReader } from '../people/person-rows.js';

/** An application's reference: 8 digits, found by the reference's unique index. */
const REFERENCE = /^\d{8}$/;

/** The console path that opens an application: the inbox, with the application on top. */
export const applicationPath = (id: number) => `/adoptions?tab=applications&application=${id}`;

interface TAnimalHit {
  id: number;
  code: string;
  name: string;
  species: string;
  status: string;
  chip: string | null;
}

/** Animals as the registry's search finds them (animal-search.ts), in its order: newest intake first. */
function animalsFound(q: string): TPageStatement {
  const where = new SqlConditions('a.voided_at is null');
  addRegistrySearch(where, q);
  return {
    columns: 'a.id, a.animal_id as code, a.name, a.species, a.status, a.microchip_id as chip',
    from: 'animals a',
    where,
    orderBy: 'a.intake_date desc, a.id desc',
  };
}

function animalHits(page: TFirstRows<TAnimalHit>, q: string): TSearchGroup {
  const chip = normalizeChipNumber(q);
  return {
    total: page.total,
    exact: page.exact,
    items: page.items.map((animal) => ({
      id: animal.id,
      label: animal.name,
      // A number typed to find a chip shows the chip it found, so staff can check it digit by digit.
      sublabel: [animal.code, animal.species, animal.status, chip && animal.chip?.includes(chip) ? `Chip ${animal.chip}` : null].filter(Boolean).join(' · '),
      url: `/animals/${animal.id}`,
    })),
  };
}

/** How a person is told apart in the list: their contact for whoever may read it, else their roles. */
function personSublabel(person: TPerson): string {
  const contact = person.contactHidden ? [] : [person.email, person.phone].filter((value): value is string => Boolean(value));
  return (contact.length ? contact : person.roles).join(' · ') || 'Person';
}

/**
 * People as the People list's search finds them (people-search.ts), a volunteer by name only and
 * without contact details; newest record first, as the other groups. Not by name, as the list is:
 * a fragment's matches cluster in name order ("zoe" finds the Zoes, last), so a walk of the name
 * index read most people to find five, up to 80 ms at 80,000 people; the record's order is
 * independent of its text (bench/README.md, issue 20).
 */
const peopleFound = (q: string, reader: TReader): TPageStatement => ({
  columns: PERSON_COLUMNS,
  from: 'people p',
  where: selectedPeople({ q }, reader),
  orderBy: 'p.id desc',
});

function personHits(page: TFirstRows<TPersonRow>, reader: TReader): TSearchGroup {
  return {
    total: page.total,
    exact: page.exact,
    items: page.items.map((row) => {
      const person = toPerson(row, reader);
      return { id: person.id, label: person.name, sublabel: personSublabel(person), url: `/people/${person.id}` };
    }),
  };
}

interface TApplicationHit {
  id: number;
  reference: string;
  applicant: string;
  status: string;
  animal: string;
}

/**
 * Applications by their reference (8 digits, exactly) or the applicant's name (a contains-match
 * on its trigram index). An erased application is found by its reference alone: its name is no
 * one's. Those of a voided animal are left out, as the inbox leaves them out.
 */
function applicationsFound(q: string): TPageStatement {
  const where = new SqlConditions();
  if (REFERENCE.test(q)) where.add('p.reference = ?', q);
  else where.add('p.applicant_name ilike ? and p.anonymized_at is null', likePattern(q));
  return {
    columns: 'p.id, p.reference, p.applicant_name as applicant, p.status, a.name as animal',
    from: 'adoption_applications p join animals a on a.id = p.animal_id and a.voided_at is null',
    where,
    orderBy: 'p.created_at desc, p.id desc',
  };
}

function applicationHits(page: TFirstRows<TApplicationHit>): TSearchGroup {
  return {
    total: page.total,
    exact: page.exact,
    items: page.items.map((application) => ({
      id: application.id,
      label: application.applicant,
      sublabel: `#${application.reference} · ${application.animal} · ${application.status}`,
      url: applicationPath(application.id),
    })),
  };
}

/**
 * GET /api/search?q= (docs/domain.md#search): the first hits of each group the role may read, with
 * the number found, every group in one statement.
 */
export async function searchEverything(em: EntityManager, q: string, role: TRole): Promise<TSearchResults> {
  const reader = readerOf(role);
  const mayReadApplications = roleMay(role, 'console:read');
  const found = await selectFirstRowsOfEach<{ animals: TAnimalHit; people: TPersonRow; applications?: TApplicationHit }>(
    em,
    { animals: animalsFound(q), people: peopleFound(q, reader), ...(mayReadApplications ? { applications: applicationsFound(q) } : {}) },
    SEARCH_GROUP_LIMIT,
    SEARCH_COUNT_LIMIT,
  );
  return {
    animals: animalHits(found.animals, q),
    people: personHits(found.people, reader),
    applications: found.applications ? applicationHits(found.applications) : null,
  };
}
