import { addDays, addMonths } from '../../src-shared/dates.js';
import type { TPaymentMethod, TTransactionType } from '../../src-shared/enums.js';
import type { TPerson } from './people-data.js';
import type { TRandom } from './random.js';

export interface TPlannedTransaction {
  transactionType: TTransactionType;
  /** Cents: positive income, negative expense. */
  amount: number;
  date: string;
  description: string;
  paymentMethod: TPaymentMethod;
  /** A donation's donor, when the shelter knows them. */
  donor: TPerson | null;
}

/** Who gives: some the shelter knows as people (their gifts link them, docs/domain.md#people), some not; their area codes are none of createPeople's. */
const DONORS: readonly { from: string; donor: TPerson | null }[] = [
  {
    from: 'the Garcia family',
    donor: { name: 'Elena Garcia', email: 'elena.garcia@example.net', phone: '(608) 555-0171', address: '88 Cedar Drive, Springfield' },
  },
  { from: 'Emma R.', donor: { name: 'Emma Rossi', email: 'emma.rossi@example.com', phone: '262-555-0133', address: '1520 Hill Street, Fairview' } },
  { from: 'Northside Book Club', donor: null },
  { from: 'James and Ava T.', donor: null },
  {
    from: 'Hughes Family Trust',
    donor: { name: 'Margaret Hughes', email: 'm.hughes@example.org', phone: '(319) 555-0158', address: '9 River Road, Lakewood' },
  },
  { from: 'Lincoln Elementary PTA', donor: null },
  { from: 'Dr. and Mrs. Bennett', donor: { name: 'Dr. Robert Bennett', email: null, phone: '815.555.0119', address: '230 Oak Street, Riverside' } },
  { from: 'an anonymous friend', donor: null },
];
const DONATION_AMOUNTS = [2500, 2500, 5000, 5000, 5000, 10000, 10000, 15000, 25000, 25000, 50000, 100000];
const DONATION_METHODS: readonly TPaymentMethod[] = ['Credit Card', 'PayPal', 'Check', 'Cash'];

const SUPPLIES = [
  'Dog and cat food (shelter program order)',
  'Cat litter and cleaning supplies',
  'Bedding, toys and enrichment',
  'Kennel disinfectant and laundry detergent',
  'Small-animal hay, pellets and fresh greens',
];
const SUPPLY_METHODS: readonly TPaymentMethod[] = ['Shelter Account', 'Credit Card'];
const MEDICAL = [
  'Vaccines and dewormers restock',
  'Riverside Vet monthly invoice',
  'Surgical supplies and anaesthesia',
  'Diagnostic lab fees',
  'Eastside Animal Hospital invoice',
];
const MEDICAL_METHODS: readonly TPaymentMethod[] = ['Shelter Account', 'Check', 'Credit Card'];
const REPAIRS = ['HVAC service', 'Kennel gate repairs', 'Roof leak repair'];
const OTHER_EXPENSES: readonly [string, number][] = [
  ['Liability insurance premium (quarterly)', 185000],
  ['Shelter software subscription', 9900],
  ['Volunteer training materials', 24500],
  ['Adoption event booth rental', 15000],
];

/**
 * A year of the shelter's books, month by month: payroll twice a month, the lease and utilities,
 * supplies and vet bills, donations, the city's animal services contract, chip clinics and licences.
 * Adoption fees are not here: they follow the adoptions (docs/domain.md#statuses).
 */
export function planTransactions(random: TRandom, today: string): TPlannedTransaction[] {
  const first = addDays(today, -364);
  const transactions: TPlannedTransaction[] = [];
  const add = (
    date: string,
    transactionType: TTransactionType,
    amount: number,
    description: string,
    paymentMethod: TPaymentMethod,
    donor: TPerson | null = null,
  ) => {
    if (date < first || date > today) return;
    transactions.push({ transactionType, amount, date, description, paymentMethod, donor });
  };
  // This plan's own people: each donor's gifts share one.
  const donors = DONORS.map(({ from, donor }) => ({ from, donor: donor && { ...donor } }));
  const monthStart = `${today.slice(0, 8)}01`;
  const cents = (min: number, max: number) => random.int(min, max);

  for (let m = 12; m >= 0; m--) {
    const month = addMonths(monthStart, -m);
    const day = (n: number) => addDays(month, n - 1);
    const monthName = new Date(`${month}T12:00:00Z`).toLocaleDateString('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const anyDay = () => day(random.int(1, 28));

    add(day(1), 'Staff/Payroll', -cents(325000, 342000), `Payroll: shelter staff, first half of ${monthName}`, 'Bank Transfer');
    add(day(15), 'Staff/Payroll', -cents(325000, 342000), `Payroll: shelter staff, second half of ${monthName}`, 'Bank Transfer');
    add(day(3), 'Facilities', -210000, `Building lease, ${monthName}`, 'Check');
    add(day(12), 'Facilities', -cents(38000, 64000), 'Electricity, water and gas', 'Bank Transfer');
    if (m % 4 === 1) add(anyDay(), 'Facilities', -cents(45000, 160000), random.pick(REPAIRS), 'Check');
    for (let i = random.int(2, 3); i > 0; i--) {
      add(anyDay(), 'Food/Supplies', -cents(12000, 98000), random.pick(SUPPLIES), random.pick(SUPPLY_METHODS));
    }
    for (let i = 2; i > 0; i--) {
      add(anyDay(), 'Medical Expense', -cents(18000, 175000), random.pick(MEDICAL), random.pick(MEDICAL_METHODS));
    }

    add(day(5), 'Other Income', 800000, `City animal services contract, ${monthName}`, 'Bank Transfer');
    if (m % 3 === 0) add(day(random.int(8, 20)), 'Donation', 1000000, 'Community Foundation quarterly grant', 'Bank Transfer');
    // December giving is the shelter's busiest month.
    const gifts = month.slice(5, 7) === '12' ? random.int(7, 9) : random.int(3, 5);
    for (let i = 0; i < gifts; i++) {
      const [date, amount, { from, donor }] = [anyDay(), random.pick(DONATION_AMOUNTS), random.pick(donors)];
      add(date, 'Donation', amount, `Donation from ${from}`, random.pick(DONATION_METHODS), donor);
    }

    const chips = random.int(2, 8);
    add(day(random.int(10, 24)), 'Microchip Fee', chips * 2500, `Low-cost microchip clinic: ${chips} chips`, random.pick(['Cash', 'Credit Card']));
    if (random.chance(0.7)) add(anyDay(), 'Registration Fee', random.pick([2000, 4000, 6000]), 'City pet licence registration', 'Cash');
    if (m % 3 === 2) {
      const [description, amount] = random.pick(OTHER_EXPENSES);
      add(anyDay(), 'Other Expense', -amount, description, 'Credit Card');
    }
  }
  add(addDays(today, -random.int(60, 90)), 'Other Income', 865000, 'Spring fundraiser gala: ticket sales and auction', 'Credit Card');
  add(addDays(today, -random.int(200, 240)), 'Other Income', 312000, 'Thrift shop sales, quarter total', 'Cash');
  add(addDays(today, -random.int(1, 20)), 'Other Expense', -9900, 'Shelter software subscription', 'Credit Card');
  return transactions.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
