import { isTRPCClientError } from '@trpc/client';
import type { AppRouter } from '../../../src-server/app-router';

export interface TOverlap {
  date: string;
  time: string;
}

/**
 * The server's refusal to book an animal twice at one date and time (409 "This animal already has
 * an appointment on 2026-03-05 at 10:00. Send allowOverlap to book it anyway."): the slot it names,
 * or null for any other failure.
 */
export function overlapOf(error: unknown): TOverlap | null {
  if (!isTRPCClientError<AppRouter>(error) || error.data?.httpStatus !== 409 || !error.message.includes('allowOverlap')) return null;
  const slot = /on (\d{4}-\d{2}-\d{2}) at (\d{2}:\d{2})/.exec(error.message);
  return slot ? { date: slot[1]!, time: slot[2]! } : { date: '', time: '' };
}
