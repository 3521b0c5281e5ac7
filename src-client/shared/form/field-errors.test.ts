import { TRPCClientError } from '@trpc/client';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { applyServerIssues, fieldErrorMessage } from './field-errors';

describe('fieldErrorMessage', () => {
  it('reads a field’s own message', () => {
    expect(fieldErrorMessage({ name: { type: 'too_small', message: 'Name is required' } }, 'name')).toBe('Name is required');
  });

  it('finds a message on an item of a list field', () => {
    const errors: FieldErrors<{ traits: string[] }> = { traits: [undefined, undefined, { type: 'too_big', message: 'A trait must be at most 50 characters' }] };
    expect(fieldErrorMessage(errors, 'traits')).toBe('A trait must be at most 50 characters');
  });

  it('is undefined for a valid field', () => {
    expect(fieldErrorMessage({}, 'name')).toBeUndefined();
  });
});

describe('applyServerIssues', () => {
  const refusal = (issues: { path: string; message: string }[]) =>
    new TRPCClientError('refused', { result: { error: { message: 'refused', code: -32600, data: { code: 'BAD_REQUEST', httpStatus: 400, issues } } } });

  it('sets each problem of the form’s fields at its whole path, and leaves the others', () => {
    const set: [string, string][] = [];
    const placed = applyServerIssues(
      refusal([
        { path: 'intake.ownerName', message: 'Owner name is required for this intake type' },
        { path: 'intakeDate', message: 'Intake date cannot be after today (2026-11-24)' },
        { path: 'elsewhere', message: 'Not this form’s' },
      ]),
      ['intake', 'intakeDate'],
      (name, error) => set.push([name, error.message ?? '']),
    );
    expect(placed).toBe(true);
    expect(set).toEqual([
      ['intake.ownerName', 'Owner name is required for this intake type'],
      ['intakeDate', 'Intake date cannot be after today (2026-11-24)'],
    ]);
  });

  it('answers false when no problem belongs to the form', () => {
    expect(applyServerIssues(refusal([{ path: 'elsewhere', message: 'x' }]), ['name'], () => {})).toBe(false);
    expect(applyServerIssues(new Error('offline'), ['name'], () => {})).toBe(false);
  });
});
