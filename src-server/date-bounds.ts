import { dateProblem, type TDateBounds } from '../src-shared/record-dates.js';
import { invalid } from './domain-errors.js';

/** Refuses a record's date outside its bounds (src-shared/record-dates.ts), at the field sent. */
export function assertDateWithin(date: string, bounds: TDateBounds, path: string): void {
  const problem = dateProblem(date, bounds);
  if (problem) throw invalid(problem, path);
}
