import { describe, expect, it } from 'vitest';
import { ZOrganizationCreateInput } from '../../../src-shared/schemas/people';
import { organizationFormDefaults } from './organization-form';

describe('the organization form', () => {
  it('opens on a shelter or rescue in use, outside the coalition, and sends blank details as null', () => {
    expect(ZOrganizationCreateInput.parse({ ...organizationFormDefaults(), name: ' Valley Rescue ' })).toEqual({
      name: 'Valley Rescue',
      kind: 'Shelter or rescue',
      inCoalition: false,
      active: true,
      email: null,
      phone: null,
      address: null,
      notes: null,
    });
  });

  it('says what is wrong, with the API’s messages', () => {
    const result = ZOrganizationCreateInput.safeParse({ ...organizationFormDefaults(), name: ' ', email: 'desk at valley' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'Name is required'],
      ['email', 'Invalid email address'],
    ]);
  });

  it('opens on the organization’s record as it reads now', () => {
    const defaults = organizationFormDefaults({
      id: 3,
      version: 2,
      name: 'Northside Vets',
      kind: 'Vet clinic',
      inCoalition: false,
      active: false,
      email: 'desk@northside.example',
      phone: null,
      address: null,
      notes: null,
    });
    expect(defaults).toMatchObject({ name: 'Northside Vets', kind: 'Vet clinic', active: false, email: 'desk@northside.example', phone: '' });
  });
});
