import { describe, expect, test } from 'vitest';
import { fileSize } from './file-size';

describe('fileSize', () => {
  test.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [1023, '1023 bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [12_800, '13 KB'],
    [15 * 1024 * 1024, '15 MB'],
    [1.44 * 1024 * 1024, '1.4 MB'],
    [3 * 1024 ** 3, '3 GB'],
  ])('%i bytes read %s', (bytes, text) => {
    expect(fileSize(bytes)).toBe(text);
  });
});
