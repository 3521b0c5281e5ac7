import { addDays } from '../../src-shared/dates.js';
import type { TNoteKind } from '../../src-shared/enums.js';
import type { TKind, TPlannedAnimal } from './animals.js';
import { OBSERVERS, STAFF } from './people-data.js';
import type { TRandom } from './random.js';
import { insideStays } from './stays.js';

export interface TPlannedBehaviorNote {
  animal: number;
  date: string;
  kind: TNoteKind;
  note: string;
  /** The everyday notes read well on the portal; the trainer's evaluations and the warnings stay the shelter's. */
  public: boolean;
  observedBy: string;
}

/** How to handle the dogs whose evaluation found a risk: read before taking them out. */
const HANDLING_WARNINGS: Record<string, string> = {
  Bear: 'Guards his food bowl: feed him in his run with the door closed, and pick the bowl up only once he has left it.',
  Ranger: 'Lunges at other dogs on the leash: walk him on a harness, away from the dog yard, never on a retractable lead.',
};

const NOTES: Record<TKind, readonly string[]> = {
  dog: [
    'Walked nicely on a loose leash around the block and checked in often.',
    'Met a calm dog through the fence with loose, wiggly body language.',
    'Enjoyed a play session in the yard; drops the ball on cue.',
    'Settled quickly after an evening walk; quiet in the kennel overnight.',
    'Takes treats gently and sits politely for attention at the kennel door.',
    'Rode calmly in the van to the vet; happy to be handled for the exam.',
  ],
  cat: [
    'Came to the front of the cage to greet visitors and rubbed against the door.',
    'Played with a wand toy for ten minutes, then settled in for brushing.',
    'Using the litter box consistently and eating every meal.',
    'Calm while paws and ears were handled during grooming.',
    'Hid for the first day but now approaches for chin scratches.',
    'Enjoys the cat room window perch; relaxed around the other cats.',
  ],
  rabbit: [
    'Explores the play pen confidently and did several happy binkies.',
    'Comfortable being picked up with support; eats hay well.',
    'Uses the litter tray reliably; greets staff at feeding time.',
  ],
  'guinea-pig': [
    'Wheeks loudly when the veggie drawer opens; eats well.',
    'Comfortable being lap-held for a few minutes; calm with children.',
    'Explores the floor pen and popcorns when excited.',
  ],
  ferret: ['Very playful during floor time; loves tunnels.', 'Nips lightly when over-excited; redirects well to toys.'],
  bird: [
    'Steps up onto a hand reliably and enjoys head scratches.',
    'Chatty in the mornings; quiet once the room is covered at night.',
    'Loves foraging toys and shredding paper.',
  ],
  reptile: ['Basking and eating normally; calm when handled.', 'Alert and active during the day with a good appetite.'],
};

/** Behaviour evaluations follow a plan; these notes are the trainer's record of it. */
const EVALUATIONS: Record<string, readonly [string, string]> = {
  Bear: [
    'Stiffened and growled when approached while eating. Trade-up exercises started.',
    'Trade-up exercises going well: let a handler pick up his bowl twice today without tension.',
  ],
  Ranger: [
    'Lunged and barked at a passing dog on leash; recovered within a minute with treats.',
    'Scaled the 5 ft yard fence. Needs 6 ft fencing and supervision outdoors.',
  ],
  Salem: ['Hissed at first approach; accepted treats from a spoon after ten minutes.', 'Came out of his hide box for a wand-toy play session today.'],
  Willow: [
    'Reactive to dogs closer than 20 ft; fine at a distance with treats.',
    'Loved every person she met at the open house and rolled over for belly rubs.',
  ],
};

/** One or two notes an animal, inside its stay. */
export function planBehaviorNotes(random: TRandom, today: string, animals: readonly TPlannedAnimal[]): TPlannedBehaviorNote[] {
  const notes: TPlannedBehaviorNote[] = [];
  animals.forEach((animal, index) => {
    const stay = animal.intakeAgo - animal.lastAgo;
    const onDay = (days: number) => addDays(today, -insideStays(animal.stays, animal.intakeAgo - Math.min(days, stay)));
    const evaluation = EVALUATIONS[animal.row.name];
    if (evaluation) {
      const trainer = { kind: 'Behaviour', public: false, observedBy: STAFF.trainer } as const;
      notes.push({ animal: index, date: onDay(1), note: evaluation[0], ...trainer });
      notes.push({ animal: index, date: onDay(Math.max(2, Math.floor(stay * 0.7))), note: evaluation[1], ...trainer });
      const warning = HANDLING_WARNINGS[animal.row.name];
      if (warning) notes.push({ animal: index, date: onDay(1), kind: 'Handling warning', note: warning, public: false, observedBy: STAFF.trainer });
      return;
    }
    const count = stay >= 3 && random.chance(0.5) ? 2 : 1;
    random.sample(NOTES[animal.kind], count).forEach((note, i) => {
      notes.push({
        animal: index,
        date: onDay(i === 0 ? random.int(0, 2) : random.int(3, Math.max(3, stay))),
        kind: 'Behaviour',
        note,
        public: true,
        observedBy: random.pick(OBSERVERS),
      });
    });
  });
  return notes;
}
