import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { overlapOf } from './overlap';

const refusal = (status: number, message: string) =>
  TRPCClientError.from({
    error: { message, code: -32600, data: { code: status === 409 ? 'CONFLICT' : 'BAD_REQUEST', httpStatus: status, path: 'appointments.create' } },
  });

describe('overlapOf', () => {
  it('reads the slot of the server’s double-booking refusal', () => {
    expect(overlapOf(refusal(409, 'This animal already has an appointment on 2026-03-05 at 10:00. Send allowOverlap to book it anyway.'))).toEqual({
      date: '2026-03-05',
      time: '10:00',
    });
  });

  it('is null for any other failure', () => {
    expect(overlapOf(refusal(409, 'This record was changed by someone else. Reload it and try again.'))).toBeNull();
    expect(overlapOf(refusal(400, 'Time is required'))).toBeNull();
    expect(overlapOf(new Error('allowOverlap'))).toBeNull();
  });
});
