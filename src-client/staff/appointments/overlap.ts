import { isTRPCClientError } from '@trpc/client';
import type { AppRouter } from '../../../src-server/app-router';
import { OVERLAP_HINT } from '../../../src-shared/schemas/appointments';

/**
 * The server's refusal of a double booking, of an animal or of a staff user (409 "Dr. Patel
 * already has an appointment from 10:00 to 10:30 (Biscuit, Vaccination). Send allowOverlap to book
 * it anyway."): its words for staff, without the hint meant for API callers; null for any other
 * failure.
 */
export function overlapOf(error: unknown): string | null {
  if (!isTRPCClientError<AppRouter>(error) || error.data?.httpStatus !== 409 || !error.message.endsWith(OVERLAP_HINT)) return null;
  return error.message.slice(0, -OVERLAP_HINT.length).trim();
}
