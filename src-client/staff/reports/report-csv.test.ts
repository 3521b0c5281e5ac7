import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../src-shared/csv';
import type { TAdoption } from '../../../src-shared/schemas/adoptions';
import type { TIntakeRow } from '../../../src-shared/schemas/reports';
import type { TTransaction } from '../../../src-shared/schemas/transactions';
import { ADOPTION_CSV, FINANCIAL_CSV, INTAKE_CSV, reportFileName } from './report-csv';

const lines = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

describe('the report CSV files', () => {
  it('are named for the report and the day', () => {
    expect(reportFileName('intakes', '2026-03-01')).toBe('animal-intake-report-2026-03-01.csv');
    expect(reportFileName('adoptions', '2026-03-01')).toBe('adoption-report-2026-03-01.csv');
    expect(reportFileName('financial', '2026-03-01')).toBe('financial-report-2026-03-01.csv');
  });

  it('intake: the spec’s columns, the animal ID as ID, then the intake’s type', () => {
    const row: TIntakeRow = {
      id: 7,
      animalId: 'A-2026-0007',
      name: 'Biscuit, Jr.',
      species: 'Dog',
      breed: 'Beagle',
      sex: 'Male',
      age: '2 years',
      intakeDate: '2026-02-03',
      status: 'Available',
      intakeType: 'Stray/At large',
    };
    expect(lines(toCsv(INTAKE_CSV, [row]))).toEqual([
      'ID,Name,Species,Breed,Sex,Age,IntakeDate,Status,IntakeType',
      'A-2026-0007,"Biscuit, Jr.",Dog,Beagle,Male,2 years,2026-02-03,Available,Stray/At large',
      '',
    ]);
  });

  it('adoption: AnimalID is the animal’s own ID, the fee in dollars', () => {
    const row: TAdoption = {
      id: 3,
      version: 1,
      animalId: 7,
      animalName: 'Biscuit',
      animalCode: 'A-2026-0007',
      personId: 12,
      adopterName: 'Sam "Sammy" Carter',
      adopterEmail: 'sam@example.com',
      adopterPhone: '+1 555 0100',
      adoptionDate: '2026-02-20',
      feeAmount: 15000,
      status: 'Completed',
      applicationId: null,
      returnedOn: null,
      returnReason: null,
      outcomeTime: null,
      outcomeCondition: null,
    };
    expect(lines(toCsv(ADOPTION_CSV, [row]))).toEqual([
      'AnimalID,AdopterName,AdopterEmail,AdopterPhone,AdoptionDate,FeeAmount,Status',
      `A-2026-0007,"Sam ""Sammy"" Carter",sam@example.com,'+1 555 0100,2026-02-20,150.00,Completed`,
      '',
    ]);
  });

  it('financial: amounts as signed plain numbers, N/A for an empty description or method, formulas defused', () => {
    const base = { version: 1, relatedTo: null, date: '2026-02-04', personId: null, personName: null };
    const rows: TTransaction[] = [
      { ...base, id: 1, transactionType: 'Facilities', amount: -4599, description: '=SUM(A1)', paymentMethod: null },
      { ...base, id: 2, transactionType: 'Donation', amount: 250000, description: null, paymentMethod: 'Check' },
    ];
    expect(lines(toCsv(FINANCIAL_CSV, rows))).toEqual([
      'Type,Amount,Date,Description,PaymentMethod',
      "Facilities,-45.99,2026-02-04,'=SUM(A1),N/A",
      'Donation,2500.00,2026-02-04,N/A,Check',
      '',
    ]);
  });
});
