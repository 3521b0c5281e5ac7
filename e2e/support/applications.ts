import type { Locator, Page } from 'playwright-core';
import type { TAnimal } from '../../src-shared/schemas/animals.js';
import type { TAdoptionApplication } from '../../src-shared/schemas/applications.js';
import { applicationPayload } from '../../test/fixtures.js';
import type { TSeeder } from './seed.js';

/** An application sent through the public portal, as a visitor would, read back as staff see it. */
export async function apply(seed: TSeeder, animal: Pick<TAnimal, 'id'>, overrides: Record<string, unknown> = {}): Promise<TAdoptionApplication> {
  const { reference } = await seed.request<{ reference: string }>('POST', '/public/adoption-application', applicationPayload(animal.id, overrides));
  const [application] = await seed.request<TAdoptionApplication[]>('GET', `/adoption-applications?q=${reference}`);
  return application!;
}

/** The applications inbox (Adoptions → Applications). */
export const applicationsTable = (page: Page) => page.getByRole('table', { name: 'Adoption applications' });

/** One row of a table, by text it holds. */
export const rowWith = (table: Locator, text: string) => table.locator('tbody tr').filter({ hasText: text });
