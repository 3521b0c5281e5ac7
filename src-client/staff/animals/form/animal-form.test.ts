import { describe, expect, it } from 'vitest';
import { OWNER_MESSAGE } from '../journey/intake-form';
import { alteredAnswer, createFormDefaults, editFormDefaults, statusHelp, statusOptions, ZAnimalCreateForm, ZAnimalEditForm } from './animal-form';

const filled = {
  ...createFormDefaults('2026-03-01', '08:15'),
  name: 'Biscuit',
  breed: 'Beagle',
  age: '2 years',
  intakeDate: '2026-03-05',
};

describe('the animal forms', () => {
  it('give the create payload: traits as a list, empty values as null', () => {
    const parsed = ZAnimalCreateForm.parse({ ...filled, traits: 'Friendly, , Loves walks ' });
    expect(parsed).toMatchObject({
      name: 'Biscuit',
      species: 'Dog',
      sex: 'Male',
      status: 'Available',
      healthStatus: 'Healthy',
      intakeDate: '2026-03-05',
      traits: ['Friendly', 'Loves walks'],
      imageUrl: null,
      microchipId: null,
      microchipManufacturer: null,
      registrationId: null,
    });
    expect(parsed).not.toHaveProperty('manufacturerChoice');
    // Weights and the vaccination and spay/neuter statuses come from the records, not the form.
    for (const field of ['weight', 'vaccinationStatus', 'spayNeuterStatus']) expect(parsed).not.toHaveProperty(field);
  });

  it('leave the care plan to the server’s protocol unless staff changed it, and say whether the animal is altered', () => {
    const parsed = ZAnimalCreateForm.parse(filled);
    expect(parsed).toMatchObject({ alteredAtIntake: null, carePlan: undefined });
    expect(ZAnimalCreateForm.parse({ ...filled, alteredAtIntake: true, carePlan: { ...filled.carePlan, skip: true } })).toMatchObject({
      alteredAtIntake: true,
      carePlan: null,
    });
    const changed = { skip: false, edited: true, protocolId: 3, items: [{ itemType: 'Vaccination' as const, name: 'DHPP', dueDate: '2026-03-05' }] };
    expect(ZAnimalCreateForm.parse({ ...filled, carePlan: changed }).carePlan).toEqual({
      protocolId: 3,
      items: [{ itemType: 'Vaccination', name: 'DHPP', dueDate: '2026-03-05' }],
    });
  });

  it('send how the animal came in: a stray at the time the form opened, unless told otherwise', () => {
    expect(ZAnimalCreateForm.parse({ ...filled, intake: { ...filled.intake, foundLocation: 'Corner of 5th and Main' } })).toMatchObject({
      intake: { type: 'Stray/At large', time: '08:15', foundLocation: 'Corner of 5th and Main', condition: null },
      birthDate: null,
      birthDateEstimated: false,
    });
    const relinquished = ZAnimalCreateForm.safeParse({ ...filled, intake: { ...filled.intake, type: 'Relinquished by owner' } });
    expect(relinquished.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['intake.ownerPersonId', OWNER_MESSAGE]]);
  });

  it('take an estimated date of birth', () => {
    expect(ZAnimalCreateForm.parse({ ...filled, birthDate: '2025-06-01', birthDateEstimated: true })).toMatchObject({
      birthDate: '2025-06-01',
      birthDateEstimated: true,
    });
  });

  it('refuse the missing required fields with the API’s messages', () => {
    const result = ZAnimalCreateForm.safeParse({ ...createFormDefaults('2026-03-01', '08:15'), intakeDate: '' });
    // The form shows each field's first problem.
    const firstByField = new Map<string, string>();
    for (const issue of result.error?.issues ?? []) if (!firstByField.has(issue.path.join('.'))) firstByField.set(issue.path.join('.'), issue.message);
    expect(Object.fromEntries(firstByField)).toEqual({
      name: 'Name is required',
      breed: 'Breed is required',
      age: 'Age is required',
      intakeDate: 'Intake date is required',
    });
  });

  it('take a manufacturer typed under Other', () => {
    const parsed = ZAnimalCreateForm.parse({ ...filled, microchipId: '900 012 345 678 901', manufacturerChoice: 'Other', otherManufacturer: 'PetKey' });
    expect(parsed).toMatchObject({ microchipId: '900012345678901', microchipManufacturer: 'PetKey' });
  });

  it('edit an animal as it is, with no health status left as none and its intake’s spay/neuter answer', () => {
    const animal = {
      id: 7,
      animalId: 'A-2026-0007',
      name: 'Pepper',
      species: 'Cat',
      breed: 'Tabby',
      sex: 'Female',
      age: '4 years',
      intakeDate: '2026-01-02',
      birthDate: '2025-04-01',
      birthDateEstimated: true,
      status: 'In Foster',
      imageUrl: null,
      photo: null,
      microchipId: null,
      microchipManufacturer: null,
      registrationId: null,
      traits: ['Shy', 'Playful'],
      description: null,
      weight: '9 lbs',
      healthStatus: null,
      vaccinationStatus: 'Up to date',
      spayNeuterStatus: 'Spayed',
      alteredAtIntake: true,
      publicListing: false,
      weightGrams: 4082,
      version: 3,
    };
    const values = editFormDefaults(animal);
    expect(values).toMatchObject({
      traits: 'Shy, Playful',
      healthStatus: '',
      alteredAtIntake: true,
      description: '',
      birthDate: '2025-04-01',
      birthDateEstimated: true,
      publicListing: false,
    });
    const parsed = ZAnimalEditForm.parse(values);
    expect(parsed).toMatchObject({
      healthStatus: null,
      traits: ['Shy', 'Playful'],
      status: 'In Foster',
      description: null,
      alteredAtIntake: true,
      publicListing: false,
    });
    // What the records give is not sent back as if typed.
    for (const field of ['weight', 'vaccinationStatus', 'spayNeuterStatus']) expect(parsed).not.toHaveProperty(field);
  });

  it('read "already spayed or neutered?" from its select, and keep the form’s own answer as it is', () => {
    expect(['true', 'false', ''].map(alteredAnswer)).toEqual([true, false, null]);
    // A reset passes the default (null: not known) through: it must not turn into "No".
    expect([null, undefined, true, false].map(alteredAnswer)).toEqual([null, null, true, false]);
  });

  it('offer the manual statuses, and the current one when records set it', () => {
    expect(statusOptions()).toEqual(['Available', 'Medical Hold', 'Behavioral Eval']);
    expect(statusOptions('Medical Hold')).toEqual(['Available', 'Medical Hold', 'Behavioral Eval']);
    expect(statusOptions('In Foster')).toEqual(['In Foster', 'Available', 'Medical Hold', 'Behavioral Eval']);
    expect(statusOptions('Quarantine')).toEqual(['Quarantine', 'Available', 'Medical Hold', 'Behavioral Eval']);
  });

  it('say what sets a status that is not set by hand, and where the others come from', () => {
    expect(statusHelp('Available')).toBe('Other statuses come from outcomes, holds and foster placements.');
    expect(statusHelp('Behavioral Eval')).toBe('Other statuses come from outcomes, holds and foster placements.');
    expect(statusHelp('Adopted')).toContain('cancel the adoption');
    expect(statusHelp('In Foster')).toContain('end the placement');
    expect(statusHelp('Stray Hold')).toBe('Set by a stray hold: release the hold to change it.');
    expect(statusHelp('Quarantine')).toBe('Set by a quarantine: release the hold to change it.');
    for (const status of ['Returned to Owner', 'Transferred', 'Died', 'Euthanized']) expect(statusHelp(status), status).toContain('record a new intake');
  });
});
