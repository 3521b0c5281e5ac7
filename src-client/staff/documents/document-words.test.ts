import { describe, expect, test } from 'vitest';
import { DOCUMENT_TYPES } from '../../../src-shared/schemas/photos';
import { documentKind } from './document-words';

describe('documentKind', () => {
  test('names every type a document may be', () => {
    expect(DOCUMENT_TYPES.map(documentKind)).toEqual(['PDF', 'JPEG image', 'PNG image', 'WebP image']);
  });

  test('shows any other type as it is', () => {
    expect(documentKind('image/gif')).toBe('image/gif');
  });
});
