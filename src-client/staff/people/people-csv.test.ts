import { describe, expect, it } from 'vitest';
import type { TPerson } from '../../../src-shared/schemas/people';
import { peopleFile } from './people-csv';

const lines = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

const person = (overrides: Partial<TPerson>): TPerson => ({
  id: 4,
  version: 1,
  name: 'Dana Wells',
  doNotAdopt: false,
  doNotAdoptReason: null,
  email: null,
  phone: null,
  altPhone: null,
  address: null,
  notes: null,
  contactHidden: false,
  roles: [],
  fosterApprovedOn: null,
  fosterCapacity: null,
  fosterSpecies: [],
  fosterAgeGroups: [],
  volunteerActive: false,
  organizationId: null,
  organizationName: null,
  anonymized: false,
  createdAt: '2026-01-01T10:00:00.000Z',
  ...overrides,
});

describe('the people CSV', () => {
  it('is named for the shelter’s day and counts its people', () => {
    expect(peopleFile([person({})], '2026-03-01')).toMatchObject({ fileName: 'people-2026-03-01.csv', rows: 1 });
    expect(peopleFile([], '2026-03-01').rows).toBe(0);
  });

  it('has every detail staff keep, roles joined, flags as Yes, blanks empty', () => {
    const full = person({
      name: 'Dana "DJ" Wells',
      email: 'dana@example.com',
      phone: '+1 555 0100',
      altPhone: '555-010-2000',
      address: '12 Elm St, Springfield',
      roles: ['Adopter', 'Foster home', 'Volunteer'],
      doNotAdopt: true,
      doNotAdoptReason: 'Returned two dogs',
      fosterApprovedOn: '2026-01-05',
      fosterCapacity: 2,
      volunteerActive: true,
      organizationId: 3,
      organizationName: 'Valley Rescue',
      notes: 'Prefers texts',
    });
    expect(lines(peopleFile([full, person({ name: 'Sam Carter' })], '2026-03-01').csv)).toEqual([
      'Name,E-mail,Phone,Other phone,Address,Roles,Do not adopt,Do-not-adopt reason,Foster approved on,Foster capacity,Volunteer active,Organization,Notes',
      `"Dana ""DJ"" Wells",dana@example.com,'+1 555 0100,555-010-2000,"12 Elm St, Springfield",Adopter; Foster home; Volunteer,Yes,Returned two dogs,2026-01-05,2,Yes,Valley Rescue,Prefers texts`,
      'Sam Carter,,,,,,,,,,,,',
      '',
    ]);
  });
});
