import { addDays } from '../../src-shared/dates.js';
import type { TApplicationStatus } from '../../src-shared/enums.js';
import { REMOVED, type TContact } from '../../src-shared/people.js';
import type { TPlannedAnimal } from './animals.js';
import type { TPeoplePlan } from './people.js';
import type { TPerson } from './people-data.js';
import type { TPlannedAdoption } from './placements.js';
import type { TRandom } from './random.js';

export interface TApplicationAnswers {
  homeType: string;
  rentOrOwn: 'rent' | 'own';
  landlordApproval: boolean | null;
  hasChildren: boolean;
  hasOtherPets: boolean;
  otherPetsDetails: string | null;
  previousPetExperience: string;
  reasonForAdoption: string;
  howDidYouHear: string;
  additionalNotes: string | null;
}

export interface TPlannedApplication {
  animal: number;
  reference: string;
  status: TApplicationStatus;
  /** As the applicant typed them; the person they are, once staff confirmed it. */
  applicant: TContact;
  person: TPerson | null;
  answers: TApplicationAnswers;
  /** Index into the planned adoptions: the Pending adoption its approval opened. */
  adoption: number | null;
  submittedOn: string;
  decidedOn: string | null;
  /** Erased: its details read "[removed]" since this day. */
  anonymizedOn: string | null;
  /** Staff's words with their decision, never public. */
  staffNote: string | null;
  declineReason: string | null;
}

const ANSWERS: readonly TApplicationAnswers[] = [
  {
    homeType: 'House with a fenced yard',
    rentOrOwn: 'own',
    landlordApproval: null,
    hasChildren: true,
    hasOtherPets: true,
    otherPetsDetails: 'A 6-year-old spayed Labrador, vaccinated',
    previousPetExperience: 'Dogs all my life; our last one lived to 14.',
    reasonForAdoption: 'Our dog misses having company and the kids are old enough to help.',
    howDidYouHear: 'Saw the animal on your website',
    additionalNotes: 'We can visit any weekday after 5 pm.',
  },
  {
    homeType: 'Apartment, second floor',
    rentOrOwn: 'rent',
    landlordApproval: true,
    hasChildren: false,
    hasOtherPets: false,
    otherPetsDetails: null,
    previousPetExperience: 'Grew up with cats; fostered kittens for a friend.',
    reasonForAdoption: 'I work from home and would love a companion.',
    howDidYouHear: 'A friend who adopted from you',
    additionalNotes: null,
  },
  {
    homeType: 'Townhouse',
    rentOrOwn: 'own',
    landlordApproval: null,
    hasChildren: false,
    hasOtherPets: true,
    otherPetsDetails: 'Two indoor cats',
    previousPetExperience: 'Adopted before; we know the first weeks take patience.',
    reasonForAdoption: 'Ready for another animal in the family.',
    howDidYouHear: 'Adoption event at the farmers market',
    additionalNotes: null,
  },
];

/** An application's answers once its personal data is erased (applications.service.ts anonymizes them so). */
const ERASED_ANSWERS: TApplicationAnswers = {
  ...(ANSWERS[1] as TApplicationAnswers),
  homeType: REMOVED,
  otherPetsDetails: null,
  previousPetExperience: REMOVED,
  reasonForAdoption: REMOVED,
  howDidYouHear: REMOVED,
  additionalNotes: null,
};

/**
 * Adoption applications from the portal (docs/domain.md#applications): the one a Pending adoption
 * was approved from, its applicant confirmed as the adopter; new ones in the inbox, left unlinked
 * as the portal leaves them: from the person flagged Do not adopt (their e-mail in other capitals),
 * from an earlier adopter, and from someone new; one declined today with its reason; and an old
 * declined one whose applicant asked to be erased.
 */
export function planApplications(
  random: TRandom,
  today: string,
  animals: readonly TPlannedAnimal[],
  adoptions: readonly TPlannedAdoption[],
  people: TPeoplePlan,
  person: () => TPerson,
): TPlannedApplication[] {
  const references = new Set<string>();
  const reference = (): string => {
    for (;;) {
      const next = String(random.int(10_000_000, 99_999_999));
      if (references.has(next)) continue;
      references.add(next);
      return next;
    }
  };
  const stayStart = (animal: number) => addDays(today, -(animals[animal]?.stays.at(-1)?.fromAgo ?? 0));
  const application = (animal: number, applicant: TContact, submittedOn: string, rest: Partial<TPlannedApplication> = {}): TPlannedApplication => ({
    animal,
    reference: reference(),
    status: 'Received',
    applicant: { name: applicant.name, email: applicant.email, phone: applicant.phone },
    person: null,
    answers: random.pick(ANSWERS),
    adoption: null,
    submittedOn,
    decidedOn: null,
    anonymizedOn: null,
    staffNote: null,
    declineReason: null,
    ...rest,
  });
  const applications: TPlannedApplication[] = [];

  const pending = adoptions.findIndex((adoption) => adoption.status === 'Pending');
  const approved = adoptions[pending];
  if (approved) {
    const submittedOn = [addDays(approved.adoptionDate, -random.int(1, 3)), stayStart(approved.animal)].sort().at(-1) ?? approved.adoptionDate;
    const staffNote = 'Home visit done: a fenced yard, and they met the animal twice before deciding.';
    const rest = { status: 'Approved', person: approved.adopter, adoption: pending, decidedOn: approved.adoptionDate, staffNote } as const;
    applications.push(application(approved.animal, approved.adopter, submittedOn, rest));
  }

  // New in the inbox: Available animals with no adoption pending, applied for in the last days.
  const spoken = new Set(adoptions.filter((adoption) => adoption.status === 'Pending').map((adoption) => adoption.animal));
  const open = animals.flatMap((animal, index) => (animal.row.status === 'Available' && !spoken.has(index) ? [index] : []));
  const [forDoNotAdopt, forAdopter, forNewcomer, forDeclined] = random.sample(open, 4);
  const recently = (animal: number) => [addDays(today, -random.int(0, 3)), stayStart(animal)].sort().at(-1) ?? today;
  const { doNotAdopt } = people;
  if (forDoNotAdopt !== undefined) {
    applications.push(application(forDoNotAdopt, { ...doNotAdopt, email: doNotAdopt.email?.toUpperCase() ?? null }, recently(forDoNotAdopt)));
  }
  const adopter = adoptions.find((adoption) => adoption.status === 'Completed')?.adopter;
  if (forAdopter !== undefined && adopter) applications.push(application(forAdopter, adopter, recently(forAdopter)));
  if (forNewcomer !== undefined) applications.push(application(forNewcomer, person(), recently(forNewcomer)));
  // Declined today, with the reason staff gave and a note for whoever they call back.
  if (forDeclined !== undefined) {
    const declineReason = 'Their lease does not allow pets; the landlord confirmed it by phone.';
    const staffNote = 'Invited them to apply again after their move in the spring.';
    applications.push(application(forDeclined, person(), recently(forDeclined), { status: 'Declined', decidedOn: today, declineReason, staffNote }));
  }

  // Declined months ago, before the animal's adoption; the applicant asked to be erased since.
  const earlier = adoptions.find((adoption) => adoption.status === 'Completed' && adoption.adoptionDate <= addDays(today, -120));
  if (earlier) {
    const submittedOn = addDays(earlier.adoptionDate, -4);
    const decidedOn = addDays(submittedOn, 1);
    const anonymizedOn = addDays(decidedOn, 45);
    const erased: TPerson = { name: REMOVED, email: null, phone: null, address: null, erasedOn: anonymizedOn };
    const removed = { name: REMOVED, email: REMOVED, phone: REMOVED };
    const rest = { status: 'Declined', person: erased, answers: ERASED_ANSWERS, decidedOn, anonymizedOn } as const;
    applications.push(application(earlier.animal, removed, submittedOn, rest));
  }
  return applications;
}
