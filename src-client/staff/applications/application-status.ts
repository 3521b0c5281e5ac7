import type { TAdoptionApplication, TApplicationDecisionStatus } from '../../../src-shared/schemas/applications';
import type { TStatusPalette } from '../../shared/status-palette';

/** Received waits for staff (blue), Approved opened an adoption (green); the closed ones are grey. */
export function applicationStatusPalette(status: string): TStatusPalette {
  if (status === 'Received') return 'blue';
  if (status === 'Approved') return 'green';
  return 'gray';
}

/**
 * The decisions an application can still take (docs/domain.md#applications, as the server enforces them):
 * a Received one is Approved, Declined or Withdrawn; an Approved one may still be Withdrawn.
 */
export function decisionsFor(status: string): TApplicationDecisionStatus[] {
  if (status === 'Received') return ['Approved', 'Declined', 'Withdrawn'];
  if (status === 'Approved') return ['Withdrawn'];
  return [];
}

/** How many animals the applicant applied for, this application's included ("Applied for 3 animals"). */
export function animalsAppliedFor(application: Pick<TAdoptionApplication, 'animalId' | 'otherApplications'>): number {
  return new Set([application.animalId, ...application.otherApplications.map((other) => other.animalId)]).size;
}
