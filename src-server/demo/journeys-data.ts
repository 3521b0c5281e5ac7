/** Where strays were found, who transfers animals, and why animals came in and left. */

export const FOUND_LOCATIONS = [
  'River Road, near the boat launch',
  'Behind the grocery store on Maple Avenue',
  'Oak Street and 5th Avenue',
  'Riverside Park playground',
  'Mill Lane, in a garden shed',
  'Lake Boulevard bus stop',
  'Hill Street parking garage',
  'Elm Court, under a porch',
] as const;

/** Who transfers animals in, from how far, and whether it is in the community coalition. */
export const TRANSFER_PARTNERS = [
  { name: 'County Animal Services', scope: 'In-state', inCoalition: true },
  { name: 'Hope Rescue League', scope: 'In-state', inCoalition: true },
  { name: 'Gulf Coast Humane Society (hurricane relief)', scope: 'Out-of-state', inCoalition: false },
  { name: 'Tri-State SPCA', scope: 'Out-of-state', inCoalition: false },
] as const;

/**
 * Settings → Partners (docs/domain.md#partners): the organizations above, and those the demo's
 * animals were transferred out to (animals-data.ts), each named as its transfers name it.
 */
export const DEMO_PARTNERS: readonly { name: string; inCoalition: boolean }[] = [
  ...TRANSFER_PARTNERS.map(({ name, inCoalition }) => ({ name, inCoalition })),
  { name: 'Northern Paws Malamute Rescue', inCoalition: true },
  { name: 'Midwest Avian Sanctuary', inCoalition: false },
];

export const SURRENDER_REASONS = [
  'Moving to housing that does not allow pets',
  'New baby in the family; not enough time',
  'Owner’s health no longer allows the care the animal needs',
  'Too many animals in the home',
  'Cannot afford veterinary care',
] as const;

export const SEIZURE_REASON = 'Seized by animal control in a neglect case';
export const OWNER_EUTHANASIA_REASON = 'Owner asks for euthanasia: old age and failing health';
export const OWNER_EUTHANASIA_REVIEW = 'Our vet found the condition manageable; the owner agreed to rehoming instead.';

/** The drug and dose of each euthanasia, by the animal's kind of size. */
export const EUTHANASIA = {
  drug: 'Pentobarbital sodium (390 mg/mL)',
  dose: { dog: '3 mL IV', cat: '1 mL IV' },
  owner: 'End-stage kidney failure; the owner asked for a peaceful death',
  shelter: 'FeLV-positive with advanced lymphoma; suffering and beyond treatment',
} as const;
