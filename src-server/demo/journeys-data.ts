import { TRANSFER_PARTNER_KIND, type TOrganizationKind } from '../../src-shared/people.js';

/** Where strays were found, the organizations animals come from and go to, and why animals came in and left. */

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

export interface TDemoOrganization {
  name: string;
  kind: TOrganizationKind;
  inCoalition: boolean;
  email: string | null;
  phone: string | null;
  address: string | null;
}

/** The clinic the shelter's outside vet work goes to (MEDICAL_PROVIDERS); one of its staff is the shelter's contact there. */
export const VET_CLINIC: TDemoOrganization = {
  name: 'Eastside Animal Hospital',
  kind: 'Vet clinic',
  inCoalition: false,
  email: 'frontdesk@eastside-vet.example.org',
  phone: '(312) 555-0190',
  address: '410 Lake Boulevard, Riverside',
};

/**
 * The organizations (docs/domain.md#people): as Settings → Partners, the ones above and those the
 * demo's animals were transferred out to (animals-data.ts), each named as its transfers name it;
 * and the vet clinic.
 */
export const DEMO_ORGANIZATIONS: readonly TDemoOrganization[] = [
  ...[
    ...TRANSFER_PARTNERS.map(({ name, inCoalition }) => ({ name, inCoalition })),
    { name: 'Northern Paws Malamute Rescue', inCoalition: true },
    { name: 'Midwest Avian Sanctuary', inCoalition: false },
  ].map((partner) => ({ ...partner, kind: TRANSFER_PARTNER_KIND, email: null, phone: null, address: null })),
  VET_CLINIC,
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
