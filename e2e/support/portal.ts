import type { Locator, Page } from 'playwright-core';
import type { TAnimal } from '../../src-shared/schemas/animals.js';
import type { TAdoptionApplication } from '../../src-shared/schemas/applications.js';
import { seedDemo } from '../../src-server/demo/seed.js';
import { applicationPayload } from '../../test/fixtures.js';
import type { TRunningApp } from './app.js';
import { createSeeder, type TSeeder } from './seed.js';

/** The portal's page heading (level 1). */
export const pageHeading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** The animal cards of the list, in order. */
export const animalCards = (page: Page) => page.getByRole('main').getByRole('article');

/** A card's View Details link, named after its animal for screen readers. */
export const viewDetails = (page: Page, name: string) => page.getByRole('link', { name: `View Details about ${name}`, exact: true });

/** Whether the element has the keyboard focus. */
export const isFocused = (locator: Locator) => locator.evaluate((element) => element === element.ownerDocument.activeElement);

/** The element that has the keyboard focus. */
export const focused = (page: Page) => page.locator(':focus');

/** The toast region's newest message. */
export const toast = (page: Page) =>
  page
    .getByRole('region', { name: /notifications/i })
    .getByRole('status')
    .last();

export interface TPortalShelter {
  seeder: TSeeder;
  /** The newest intake. Every fact of the About card, notes and traits, and a note the public must not see. */
  featured: TAnimal;
  /** The oldest intake. Only the required fields: no photo, description, chip or health facts. */
  plain: TAnimal;
  /** Adopted: not on the portal. */
  adopted: TAnimal;
  /** How many animals the portal lists. */
  adoptableCount: number;
}

/** The demo shelter's "today": a fixed day, so its animals and dates are the same every run. */
export const DEMO_TODAY = '2026-03-01';

/**
 * The demo shelter (about 25 adoptable animals with portraits) plus animals with known facts,
 * so the list runs past one page of 24.
 */
export async function seedPortalShelter(app: TRunningApp): Promise<TPortalShelter> {
  await seedDemo(app.db.orm.em.fork(), DEMO_TODAY);
  const seeder = await createSeeder(app);
  const featured = await seeder.animal({
    name: 'Biscuit',
    species: 'Dog',
    breed: 'Corgi mix',
    sex: 'Male',
    age: '3 years',
    intakeDate: DEMO_TODAY,
    imageUrl: '/images/animals/dog-golden.svg',
    description: 'Biscuit is a cheerful corgi mix who loves tennis balls. He is house-trained and rides well in the car.',
    microchipId: '985141000123456',
    microchipManufacturer: 'HomeAgain',
    vaccinationStatus: 'Up to date (rabies, DHPP)',
    spayNeuterStatus: 'Neutered',
    traits: ['Playful', 'Good with kids'],
    // No care plan: the statuses typed before care plans show while no plan or record says otherwise.
    carePlan: null,
  });
  // A behaviour note staff published, and one they kept to themselves.
  await seeder.request('POST', `/animals/${featured.id}/behavior-notes`, { note: 'Walks nicely on a leash', date: DEMO_TODAY, public: true });
  await seeder.request('POST', `/animals/${featured.id}/behavior-notes`, { note: 'Guards his food bowl', date: DEMO_TODAY });
  // An application leaves a note on the animal that the portal never shows.
  await seeder.request('POST', '/public/adoption-application', applicationPayload(featured.id, { applicantName: 'A. Neighbour' }));
  const plain = await seeder.animal({
    name: 'Quill',
    species: 'Small Animal',
    breed: 'Hedgehog',
    sex: 'Unknown',
    age: '1 year',
    intakeDate: '2020-01-02',
    microchipId: null,
  });
  const adopted = await seeder.animal({ name: 'Homebound', intakeDate: '2026-02-01', microchipId: '985141000654321' });
  await seeder.adoption(adopted);
  const { length: adoptableCount } = await seeder.request<unknown[]>('GET', '/public/adoptable-animals');
  return { seeder, featured, plain, adopted, adoptableCount };
}

/** Applications staff see in the console's inbox. */
export const staffApplications = (seeder: TSeeder) => seeder.request<TAdoptionApplication[]>('GET', '/adoption-applications');

export interface TApplicant {
  name: string;
  email: string;
  phone: string;
  homeType: string;
  rent?: { landlordApproval: boolean };
  children?: boolean;
  otherPets?: string;
  experience: string;
  reason: string;
  heardFrom: string;
  notes?: string;
}

export const APPLICANT: TApplicant = {
  name: 'Morgan Lee',
  email: 'morgan.lee@example.com',
  phone: '(555) 201-3344',
  homeType: 'House',
  experience: 'Two dogs over fifteen years.',
  reason: 'Our family is ready for a new companion.',
  heardFrom: 'A friend',
};

/** Fills the application form as a visitor would, label by label. */
export async function fillApplication(dialog: Locator, applicant: TApplicant): Promise<void> {
  await dialog.getByLabel('Full Name').fill(applicant.name);
  await dialog.getByLabel('Email').fill(applicant.email);
  await dialog.getByLabel('Phone Number').fill(applicant.phone);
  await dialog.getByLabel('Type of Home').selectOption(applicant.homeType);
  if (applicant.rent) {
    await dialog.getByRole('radio', { name: 'Rent' }).check({ force: true });
    if (applicant.rent.landlordApproval) await dialog.getByRole('checkbox', { name: /landlord/i }).check({ force: true });
  }
  if (applicant.children) await dialog.getByRole('checkbox', { name: /children/i }).check({ force: true });
  if (applicant.otherPets) {
    await dialog.getByRole('checkbox', { name: 'I have other pets' }).check({ force: true });
    await dialog.getByLabel(/Other Pets Details/).fill(applicant.otherPets);
  }
  await dialog.getByLabel('Previous Pet Experience').fill(applicant.experience);
  await dialog.getByLabel(/Why do you want to adopt/).fill(applicant.reason);
  await dialog.getByLabel('How did you hear about us?').fill(applicant.heardFrom);
  if (applicant.notes) await dialog.getByLabel('Additional Notes (Optional)').fill(applicant.notes);
}
