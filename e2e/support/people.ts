import type { Locator } from 'playwright-core';
import type { TPerson, TPersonCreateInput } from '../../src-shared/schemas/people.js';
import { pickAnimal } from './record-screens.js';
import type { TSeeder } from './seed.js';

/**
 * Steps of the people and organization pickers (the console's one way to name a person or an
 * organization in a form).
 */

/** A person put in place through the REST API. */
export const seedPerson = (seed: TSeeder, person: TPersonCreateInput) => seed.request<TPerson>('POST', '/people', { ...person });

/** A picker's box, by its label ("Adopter", "Foster", "Owner"…). */
export const pickerBox = (scope: Locator, label: string) => scope.getByRole('combobox', { name: label });

/** Chooses a person or an organization in its picker by typing the name: the pickers share one combobox with the animals'. */
export const pickByName = pickAnimal;

/**
 * "Create new person" in the form's person picker: name, e-mail and phone, created and chosen
 * without leaving the form. `scope` holds one picker (a dialog with one, or the picker's field).
 */
export async function createPersonInline(scope: Locator, person: { name: string; email?: string; phone?: string }): Promise<void> {
  await scope.getByRole('button', { name: 'Create new person' }).click();
  const inline = scope.getByRole('group', { name: 'New person' });
  await inline.getByLabel('Name').fill(person.name);
  if (person.email) await inline.getByLabel('E-mail').fill(person.email);
  if (person.phone) await inline.getByLabel('Phone').fill(person.phone);
  await inline.getByRole('button', { name: 'Create and choose' }).click();
  await inline.waitFor({ state: 'detached' });
}

/** "Create new organization" in the form's organization picker, created and chosen. */
export async function createOrganizationInline(scope: Locator, name: string): Promise<void> {
  await scope.getByRole('button', { name: 'Create new organization' }).click();
  const inline = scope.getByRole('group', { name: 'New organization' });
  await inline.getByLabel('Name').fill(name);
  await inline.getByRole('button', { name: 'Create and choose' }).click();
  await inline.waitFor({ state: 'detached' });
}
