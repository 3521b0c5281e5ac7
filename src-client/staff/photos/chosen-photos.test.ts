import { describe, expect, test } from 'vitest';
import { PHOTO_MAX_BYTES } from '../../../src-shared/photos';
import { sendable, sizeRefusal, withChosen } from './chosen-photos';

const file = (name: string, size = 10, lastModified = 1) => new File([new Uint8Array(size)], name, { type: 'image/jpeg', lastModified });

describe('withChosen', () => {
  test('adds files after those chosen, in the order given', () => {
    const first = withChosen([], [file('a.jpg'), file('b.jpg')]);
    const next = withChosen(first, [file('c.jpg')]);
    expect(next.map((photo) => photo.file.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(next.slice(0, 2)).toEqual(first);
  });

  test('the same file chosen again is kept once; another with the same name is another photo', () => {
    const chosen = withChosen([], [file('a.jpg')]);
    expect(withChosen(chosen, [file('a.jpg'), file('a.jpg')])).toHaveLength(1);
    expect(withChosen(chosen, [file('a.jpg', 11)])).toHaveLength(2);
    expect(withChosen(chosen, [file('a.jpg', 10, 2)])).toHaveLength(2);
  });

  test('a file over the limit is refused here, named, and not sent', () => {
    const chosen = withChosen([], [file('big.jpg', PHOTO_MAX_BYTES + 1), file('ok.jpg', PHOTO_MAX_BYTES)]);
    expect(chosen[0]?.refusal).toMatch(/^big\.jpg is larger than 15 MB/);
    expect(chosen[1]?.refusal).toBeNull();
    expect(sendable(chosen).map((photo) => photo.file.name)).toEqual(['ok.jpg']);
  });
});

describe('sizeRefusal', () => {
  test('passes a file of exactly the limit', () => {
    expect(sizeRefusal(file('x.jpg', PHOTO_MAX_BYTES))).toBeNull();
  });
});
