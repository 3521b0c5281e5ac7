import { describe, expect, test } from 'vitest';
import {
  formatWeight,
  isRabiesVaccination,
  matchProtocol,
  parseTypedWeight,
  scheduleCourse,
  scheduleProtocol,
  spayNeuterStatusOf,
  toGrams,
  vaccinationStatusOf,
  type TProtocolStep,
} from './care-plans.js';

const step = (name: string, rule: Partial<TProtocolStep>): TProtocolStep => ({
  itemType: 'Vaccination',
  name,
  startDay: 0,
  atAgeWeeks: null,
  repeatDays: null,
  untilAgeWeeks: null,
  doses: null,
  ...rule,
});

const puppy = [step('DHPP', { atAgeWeeks: 4, repeatDays: 14, untilAgeWeeks: 20 }), step('Rabies', { atAgeWeeks: 16 })];

describe('scheduleProtocol', () => {
  test('a puppy of 10 weeks on intake: DHPP every 14 days until 20 weeks (days 0 to 70), rabies at 16 weeks', () => {
    const items = scheduleProtocol(puppy, { birthDate: '2026-01-01', intakeDate: '2026-03-12' });
    expect(items.filter((i) => i.name === 'DHPP').map((i) => i.dueDate)).toEqual([
      '2026-03-12',
      '2026-03-26',
      '2026-04-09',
      '2026-04-23',
      '2026-05-07',
      '2026-05-21',
    ]);
    expect(items.filter((i) => i.name === 'Rabies').map((i) => i.dueDate)).toEqual(['2026-04-23']);
  });

  test('an animal older than a step’s age gets it on the intake day; one too young waits for the age', () => {
    expect(scheduleProtocol([step('Rabies', { atAgeWeeks: 16 })], { birthDate: '2025-01-01', intakeDate: '2026-03-12' })[0]?.dueDate).toBe('2026-03-12');
    expect(scheduleProtocol([step('DHPP', { atAgeWeeks: 4 })], { birthDate: '2026-03-01', intakeDate: '2026-03-12' })[0]?.dueDate).toBe('2026-03-29');
  });

  test('without a date of birth: days after intake, and a repeat limited by age gives two doses', () => {
    const items = scheduleProtocol(puppy, { birthDate: null, intakeDate: '2026-03-12' });
    expect(items.map((i) => `${i.name} ${i.dueDate}`)).toEqual(['DHPP 2026-03-12', 'Rabies 2026-03-12', 'DHPP 2026-03-26']);
  });

  test('a dose count: deworming at intake and day 14; a start day', () => {
    const items = scheduleProtocol(
      [step('Pyrantel', { itemType: 'Deworming', repeatDays: 14, doses: 2 }), step('Spay', { itemType: 'Surgery', startDay: 3 })],
      {
        birthDate: null,
        intakeDate: '2026-03-12',
      },
    );
    expect(items.map((i) => `${i.name} ${i.dueDate}`)).toEqual(['Pyrantel 2026-03-12', 'Spay 2026-03-15', 'Pyrantel 2026-03-26']);
  });
});

describe('matchProtocol', () => {
  const protocols = [
    { id: 1, species: 'Dog', minAgeWeeks: null, maxAgeWeeks: 20, active: true },
    { id: 2, species: 'Dog', minAgeWeeks: 20, maxAgeWeeks: null, active: true },
    { id: 3, species: 'Cat', minAgeWeeks: null, maxAgeWeeks: null, active: true },
    { id: 4, species: 'Dog', minAgeWeeks: 52, maxAgeWeeks: null, active: false },
  ];
  test('by species and the age on the intake day; unknown age is an adult; inactive ones never', () => {
    expect(matchProtocol(protocols, { species: 'Dog', birthDate: '2026-01-01', intakeDate: '2026-03-12' })?.id).toBe(1);
    expect(matchProtocol(protocols, { species: 'Dog', birthDate: '2020-01-01', intakeDate: '2026-03-12' })?.id).toBe(2);
    expect(matchProtocol(protocols, { species: 'Dog', birthDate: null, intakeDate: '2026-03-12' })?.id).toBe(2);
    expect(matchProtocol(protocols, { species: 'Cat', birthDate: null, intakeDate: '2026-03-12' })?.id).toBe(3);
    expect(matchProtocol(protocols, { species: 'Bird', birthDate: null, intakeDate: '2026-03-12' })).toBeNull();
  });
});

describe('scheduleCourse', () => {
  test('twice daily for three days; weekly by dose count; once', () => {
    expect(scheduleCourse({ frequency: 'Twice daily', startDate: '2026-03-12', endDate: '2026-03-14', doses: null })).toHaveLength(6);
    expect(scheduleCourse({ frequency: 'Weekly', startDate: '2026-03-12', endDate: null, doses: 3 }).map((d) => d.dueDate)).toEqual([
      '2026-03-12',
      '2026-03-19',
      '2026-03-26',
    ]);
    expect(scheduleCourse({ frequency: 'Once', startDate: '2026-03-12', endDate: null, doses: null })).toEqual([{ dueDate: '2026-03-12', doseOfDay: 1 }]);
  });
});

describe('derived statuses', () => {
  const today = '2026-03-12';
  test('vaccination: overdue, due within a week, up to date, not started, typed', () => {
    expect(vaccinationStatusOf({ vaccinationsGiven: 1, nextVaccinationDue: '2026-03-11', typed: null }, today)).toBe('Overdue');
    expect(vaccinationStatusOf({ vaccinationsGiven: 0, nextVaccinationDue: '2026-03-18', typed: null }, today)).toBe('Due');
    expect(vaccinationStatusOf({ vaccinationsGiven: 1, nextVaccinationDue: '2026-03-19', typed: null }, today)).toBe('Up to date');
    expect(vaccinationStatusOf({ vaccinationsGiven: 0, nextVaccinationDue: '2026-04-19', typed: 'Rabies done' }, today)).toBe('Not started');
    expect(vaccinationStatusOf({ vaccinationsGiven: 0, nextVaccinationDue: null, typed: 'Rabies done' }, today)).toBe('Rabies done');
  });
  test('spay/neuter: the procedure, the intake’s answer by sex, what was typed', () => {
    expect(spayNeuterStatusOf({ procedure: 'Spay', alteredAtIntake: null, sex: 'Female', typed: 'Intact' })).toBe('Spayed');
    expect(spayNeuterStatusOf({ procedure: null, alteredAtIntake: true, sex: 'Male', typed: null })).toBe('Neutered');
    expect(spayNeuterStatusOf({ procedure: null, alteredAtIntake: null, sex: 'Male', typed: 'Neutered 2024' })).toBe('Neutered 2024');
    expect(spayNeuterStatusOf({ procedure: null, alteredAtIntake: false, sex: 'Male', typed: null })).toBe('Not altered');
    expect(spayNeuterStatusOf({ procedure: null, alteredAtIntake: null, sex: 'Male', typed: null })).toBeNull();
  });
});

describe('weights', () => {
  test('typed weights read as grams where they are one weight', () => {
    expect(parseTypedWeight('25 lbs')).toBe(11340);
    expect(parseTypedWeight('4,2kg')).toBe(4200);
    expect(parseTypedWeight('800 g')).toBe(800);
    expect(parseTypedWeight('about 20 lbs')).toBeNull();
    expect(parseTypedWeight('20-25 lbs')).toBeNull();
    expect(parseTypedWeight('25')).toBeNull();
  });
  test('shown in kg or lb', () => {
    expect(formatWeight(11340, 'lb')).toBe('25 lb');
    expect(formatWeight(4200, 'kg')).toBe('4.2 kg');
    expect(toGrams(25, 'lb')).toBe(11340);
  });
});

describe('isRabiesVaccination', () => {
  test('a vaccination named for rabies, in any case; not a rabies titer test, not another vaccine', () => {
    expect(isRabiesVaccination('Vaccination', 'Rabies')).toBe(true);
    expect(isRabiesVaccination('Vaccination', 'rabies booster (3-year)')).toBe(true);
    expect(isRabiesVaccination('Test', 'Rabies titer')).toBe(false);
    expect(isRabiesVaccination('Vaccination', 'DHPP')).toBe(false);
  });
});
