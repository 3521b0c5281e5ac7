import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { fieldErrorMessage } from './field-errors';

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
