import { afterEach, describe, expect, test, vi } from 'vitest';
import { PHOTO_MAX_BYTES } from '../../../src-shared/photos';
import { choosePhotos, photoUploads, subscribeToUploads, uploadChosen } from './photo-uploads';

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server as fetch sees it: one answer (or a thrown network failure) per request, in turn; what each request sent. */
function serve(...answers: (Response | Error)[]) {
  const sent: { url: string; names: string[]; csrf: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = init.body as FormData;
      sent.push({ url, names: body.getAll('photos').map((part) => (part as File).name), csrf: new Headers(init.headers).get('X-Shelter-CSRF') });
      const answer = answers.shift();
      if (!answer || answer instanceof Error) throw answer ?? new Error('no answer left');
      return answer;
    }),
  );
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadChosen', () => {
  test('sends each photo on its own, in order; a refused one stays chosen with the server’s message, the others go on', async () => {
    const animalId = 101;
    choosePhotos(animalId, [file('a.jpg'), file('b.jpg'), file('c.jpg')]);
    const sent = serve(json(201, []), json(415, { message: '“b.jpg” is not a photo: send JPEG, PNG or WebP' }), json(201, []));
    const onUploaded = vi.fn(async () => undefined);

    const left = await uploadChosen(animalId, onUploaded);

    expect(sent).toEqual(['a.jpg', 'b.jpg', 'c.jpg'].map((name) => ({ url: `/api/animals/${animalId}/photos`, names: [name], csrf: '1' })));
    expect(left.chosen.map((photo) => [photo.file.name, photo.refusal])).toEqual([['b.jpg', '“b.jpg” is not a photo: send JPEG, PNG or WebP']]);
    expect(left).toMatchObject({ progress: null, failure: null, uploaded: 2 });
    expect(onUploaded).toHaveBeenCalledTimes(2);
    expect(photoUploads(animalId)).toBe(left);
  });

  test('a refused photo is not sent again; one over the size limit is never sent', async () => {
    const animalId = 102;
    choosePhotos(animalId, [file('huge.jpg', PHOTO_MAX_BYTES + 1), file('ok.jpg')]);
    const sent = serve(json(415, { message: 'not a photo' }));
    await uploadChosen(animalId, async () => undefined);
    expect(sent.map((request) => request.names)).toEqual([['ok.jpg']]);

    const again = serve();
    const left = await uploadChosen(animalId, async () => undefined);
    expect(again).toEqual([]);
    expect(left.chosen.map((photo) => photo.file.name)).toEqual(['huge.jpg', 'ok.jpg']);
  });

  test('an unreachable server stops the upload: what was not sent stays chosen, to send again', async () => {
    const animalId = 103;
    choosePhotos(animalId, [file('a.jpg'), file('b.jpg'), file('c.jpg')]);
    const sent = serve(json(201, []), new TypeError('Failed to fetch'));
    const left = await uploadChosen(animalId, async () => undefined);
    expect(sent).toHaveLength(2);
    expect(left).toMatchObject({ progress: null, failure: 'The server could not be reached. Please try again.', uploaded: 1 });
    expect(left.chosen.map((photo) => [photo.file.name, photo.refusal])).toEqual([
      ['b.jpg', null],
      ['c.jpg', null],
    ]);

    serve(json(201, []), json(201, []));
    expect(await uploadChosen(animalId, async () => undefined)).toMatchObject({ chosen: [], failure: null, uploaded: 2 });
  });

  test('a failing server (5xx) stops it too, with the server’s message', async () => {
    const animalId = 104;
    choosePhotos(animalId, [file('a.jpg'), file('b.jpg')]);
    serve(json(500, { message: 'Internal server error' }));
    const left = await uploadChosen(animalId, async () => undefined);
    expect(left).toMatchObject({ failure: 'Internal server error', uploaded: 0 });
    expect(left.chosen).toHaveLength(2);
  });

  test('screens hear of every step: progress as each photo is sent, then its end', async () => {
    const animalId = 105;
    choosePhotos(animalId, [file('a.jpg'), file('b.jpg')]);
    serve(json(201, []), json(201, []));
    const progress: unknown[] = [];
    const unsubscribe = subscribeToUploads(() => progress.push(photoUploads(animalId).progress));
    // A second upload asked for while one runs is the same upload.
    const [left, same] = await Promise.all([uploadChosen(animalId, async () => undefined), uploadChosen(animalId, async () => undefined)]);
    unsubscribe();
    expect(same.progress).toEqual({ done: 0, total: 2 });
    expect(left.uploaded).toBe(2);
    expect(progress[0]).toEqual({ done: 0, total: 2 });
    expect(progress).toContainEqual({ done: 1, total: 2 });
    expect(progress.at(-1)).toBeNull();
  });
});
