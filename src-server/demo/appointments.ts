import { addDays, timeAfter } from '../../src-shared/dates.js';
import type { TAppointmentOutcome, TAppointmentStatus, TAppointmentType } from '../../src-shared/enums.js';
import type { TKind, TPlannedAnimal } from './animals.js';
import { STAFF } from './people-data.js';
import type { TRandom } from './random.js';
import { insideStays, isInCareStatus } from './stays.js';

export interface TPlannedAppointment {
  animal: number;
  appointmentType: TAppointmentType;
  date: string;
  time: string;
  durationMinutes: number;
  staffMember: string;
  /** The demo user the appointment is booked with (users.ts), when the staff member is one. */
  staffUsername: 'staff' | 'vet' | null;
  status: TAppointmentStatus;
  /** Cancelled with the status; past visits mostly Completed, a few No-show, those of the last week not marked yet. */
  outcome: TAppointmentOutcome | null;
  notes: string | null;
}

/** Past visits this recent may still be waiting for someone to mark what happened. */
const UNMARKED_DAYS = 7;

const TIMES = ['08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '13:00', '13:30', '14:00', '14:15', '14:30', '15:00', '15:30', '16:00'];

/** How far back the appointment book goes. */
const PAST_DAYS = 150;

const TYPES_BY_KIND: Record<TKind, readonly TAppointmentType[]> = {
  dog: ['Vaccination', 'Check-up', 'Dental', 'Grooming', 'Check-up'],
  cat: ['Vaccination', 'Check-up', 'Dental', 'Check-up'],
  rabbit: ['Check-up', 'Grooming', 'Vaccination'],
  ferret: ['Check-up', 'Vaccination'],
  'guinea-pig': ['Check-up', 'Grooming'],
  bird: ['Check-up', 'Grooming', 'Other'],
  reptile: ['Check-up', 'Other'],
};

const NOTES: Record<TAppointmentType, readonly string[]> = {
  Vaccination: ['Booster due.', 'Rabies vaccine.', 'Annual vaccines.'],
  'Check-up': ['Weight check.', 'Routine wellness exam.', 'Pre-adoption health check.'],
  Surgery: ['Nothing to eat after midnight.', 'Post-op recheck to follow.'],
  Dental: ['Dental cleaning; fasting from 8pm the night before.', 'Dental recheck.'],
  Grooming: ['Bath and nail trim.', 'Nail trim and ear cleaning.'],
  'Behavioral Assessment': ['Reactivity session with a neutral dog.', 'Handling and resource-guarding check.', 'Confidence-building session.'],
  'Medical Treatment': ['Medication review and recheck.', 'Bandage change.', 'Treatment progress exam.'],
  Other: ['Microchip scan and registry update.', 'Photo session for the adoption portal.', 'Enclosure and diet review.'],
};

const DURATIONS: Record<TAppointmentType, number> = {
  Vaccination: 15,
  'Check-up': 30,
  Surgery: 120,
  Dental: 60,
  Grooming: 45,
  'Behavioral Assessment': 60,
  'Medical Treatment': 30,
  Other: 30,
};

/** The demo users among the staff (users.ts): their appointments name them as staff users. */
const USERNAMES: Partial<Record<string, 'staff' | 'vet'>> = { [STAFF.manager]: 'staff', [STAFF.vet]: 'vet' };

function staffFor(type: TAppointmentType, random: TRandom): string {
  switch (type) {
    case 'Grooming':
      return STAFF.caretaker;
    case 'Behavioral Assessment':
      return STAFF.trainer;
    case 'Other':
      return STAFF.manager;
    default:
      return random.pick([STAFF.vet, STAFF.vet2]);
  }
}

/** Past visits, a full day today (09:30, 11:00, 14:15 and one cancelled), and the next month's bookings. */
export function planAppointments(random: TRandom, today: string, animals: readonly TPlannedAnimal[]): TPlannedAppointment[] {
  const appointments: TPlannedAppointment[] = [];
  const indexed = animals.map((animal, index) => ({ animal, index }));
  const inCare = indexed.filter(({ animal }) => isInCareStatus(animal.row.status));
  const ofStatus = (status: string) => inCare.filter(({ animal }) => animal.row.status === status);

  const typeFor = (animal: TPlannedAnimal): TAppointmentType => {
    if (animal.row.status === 'Medical Hold') return random.pick(['Medical Treatment', 'Check-up'] as const);
    if (animal.row.status === 'Behavioral Eval') return 'Behavioral Assessment';
    return random.pick(TYPES_BY_KIND[animal.kind]);
  };
  // A demo user is never booked twice at one time: such a booking goes to the other vet instead.
  const busy = (staffMember: string, date: string, time: string, durationMinutes: number) =>
    appointments.some(
      (other) =>
        other.staffMember === staffMember &&
        other.date === date &&
        other.status !== 'Cancelled' &&
        other.time < timeAfter(time, durationMinutes) &&
        time < timeAfter(other.time, other.durationMinutes),
    );
  const outcomeOf = (date: string, status: TAppointmentStatus): TAppointmentOutcome | null => {
    if (status === 'Cancelled') return 'Cancelled';
    if (date >= addDays(today, -UNMARKED_DAYS)) return null;
    return random.chance(0.1) ? 'No-show' : 'Completed';
  };
  const add = (index: number, type: TAppointmentType, date: string, time: string, status: TAppointmentStatus) => {
    const durationMinutes = DURATIONS[type];
    const chosen = staffFor(type, random);
    const staffMember = USERNAMES[chosen] && busy(chosen, date, time, durationMinutes) ? STAFF.vet2 : chosen;
    appointments.push({
      animal: index,
      appointmentType: type,
      date,
      time,
      durationMinutes,
      staffMember,
      staffUsername: USERNAMES[staffMember] ?? null,
      status,
      outcome: outcomeOf(date, status),
      notes: random.chance(0.8) ? random.pick(NOTES[type]) : null,
    });
  };

  const medical = random.pick(ofStatus('Medical Hold'));
  const behaviour = random.pick(ofStatus('Behavioral Eval'));
  const [vaccine, groom] = random.sample([...ofStatus('Available'), ...ofStatus('In Foster')], 2);
  add(medical.index, 'Medical Treatment', today, '09:30', 'Confirmed');
  if (vaccine) add(vaccine.index, 'Vaccination', today, '11:00', 'Upcoming');
  add(behaviour.index, 'Behavioral Assessment', today, '14:15', 'Confirmed');
  if (groom) add(groom.index, 'Grooming', today, '16:00', 'Cancelled');

  for (let i = 0; i < 16; i++) {
    const { animal, index } = random.pick(inCare);
    const status: TAppointmentStatus = i % 7 === 3 ? 'Cancelled' : random.chance(0.35) ? 'Confirmed' : 'Upcoming';
    add(index, typeFor(animal), addDays(today, random.int(1, 30)), random.pick(TIMES), status);
  }

  // Past visits happen while the animal was in care: after intake, by its adoption at the latest.
  const window = (animal: TPlannedAnimal) => [Math.max(1, animal.lastAgo), Math.min(animal.intakeAgo, PAST_DAYS)] as const;
  const visited = indexed.filter(({ animal }) => window(animal)[0] <= window(animal)[1]);
  for (let i = 0; i < 32; i++) {
    const { animal, index } = random.pick(visited);
    const daysAgo = insideStays(animal.stays, random.int(...window(animal)));
    add(index, typeFor(animal), addDays(today, -daysAgo), random.pick(TIMES), random.chance(0.12) ? 'Cancelled' : 'Confirmed');
  }
  // This week's visits, not marked yet: what the "Not marked" badge and the bell point at.
  const recent = visited.filter(({ animal }) => window(animal)[0] <= UNMARKED_DAYS);
  for (const { animal, index } of random.sample(recent, 3)) {
    const daysAgo = insideStays(animal.stays, random.int(window(animal)[0], Math.min(UNMARKED_DAYS, window(animal)[1])));
    add(index, typeFor(animal), addDays(today, -daysAgo), random.pick(TIMES), 'Confirmed');
  }
  return appointments;
}
