import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { overlapOf } from './overlap';

const refusal = (status: number, message: string) =>
  TRPCClientError.from({
    error: { message, code: -32600, data: { code: status === 409 ? 'CONFLICT' : 'BAD_REQUEST', httpStatus: status, path: 'appointments.create' } },
  });

describe('overlapOf', () => {
  it('reads the server’s double-booking refusal, of an animal or of a staff user, without its hint for API callers', () => {
    expect(
      overlapOf(refusal(409, 'Dr. Patel already has an appointment from 10:00 to 10:30 (Biscuit, Vaccination). Send allowOverlap to book it anyway.')),
    ).toBe('Dr. Patel already has an appointment from 10:00 to 10:30 (Biscuit, Vaccination).');
    expect(overlapOf(refusal(409, 'Biscuit already has an appointment from 09:00 to 10:00 (Dental with Dr. Kim). Send allowOverlap to book it anyway.'))).toBe(
      'Biscuit already has an appointment from 09:00 to 10:00 (Dental with Dr. Kim).',
    );
  });

  it('is null for any other failure', () => {
    expect(overlapOf(refusal(409, 'This record was changed by someone else. Reload it and try again.'))).toBeNull();
    expect(overlapOf(refusal(400, 'Send allowOverlap to book it anyway.'))).toBeNull();
    expect(overlapOf(new Error('Send allowOverlap to book it anyway.'))).toBeNull();
  });
});
