import { randomBytes, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES, type TDocument } from '../../../src-shared/schemas/photos.js';
import { createTestApp, type TTestApp } from '../../../test/app.js';
import type { TPersonDetail } from '../../../src-shared/schemas/people.js';
import { call, createAnimal, expectError, getJson, loginAll, sql, type TSessions } from '../../../test/fixtures.js';
import { createPerson } from '../../../test/fixtures-people.js';
import { voidCall, voidState } from '../../../test/fixtures-records.js';
import { attachmentDisposition } from '../../plugins/download.js';
import { documentFileName, keyFileName } from './document-file.js';

/** Documents on animals and people (docs/domain.md#documents), through HTTP on a database of this file's own. */

let t: TTestApp;
let s: TSessions;
let pdf: Buffer;
let png: Buffer;
let jpeg: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  // A PDF is judged by its first bytes; what follows may be anything, binary included.
  pdf = Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'), randomBytes(40_000), Buffer.from('\n%%EOF\n')]);
  const picture = sharp({ create: { width: 6, height: 4, channels: 3, background: '#2a7' } });
  [png, jpeg] = await Promise.all([picture.clone().png().toBuffer(), picture.clone().jpeg().toBuffer()]);
});
afterAll(() => t.close());

interface TPart {
  name: string;
  value: string | Buffer;
  fileName?: string;
  contentType?: string;
}

/** A multipart/form-data body as a browser's FormData sends it (which writes `"`, CR and LF in a name as %22, %0D and %0A). */
function form(parts: TPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----shelter-test-${randomUUID()}`;
  const escape = (name: string) => name.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.fileName === undefined ? '' : `; filename="${escape(part.fileName)}"`}\r\n` +
        (part.contentType ? `Content-Type: ${part.contentType}\r\n` : '') +
        '\r\n',
    ),
    Buffer.from(part.value),
    Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

const filePart = (fileName: string, body: Buffer, contentType = 'application/octet-stream'): TPart => ({ name: 'file', value: body, fileName, contentType });

function upload(path: string, cookie: string | undefined, parts: TPart[], headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  const { payload, contentType } = form(parts);
  return t.app.inject({ method: 'POST', url: `/api${path}`, payload, headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}), ...headers } });
}

async function uploadOk(path: string, cookie: string, parts: TPart[]): Promise<TDocument> {
  const response = await upload(path, cookie, parts);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TDocument>();
}

const list = async (path: string, cookie = s.staff): Promise<TDocument[]> => {
  const response = await call(t, 'GET', `/api${path}/documents`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TDocument[]>();
};

const download = (id: number, cookie: string | null = s.staff) => t.app.inject({ url: `/api/documents/${id}/file`, headers: cookie ? { cookie } : {} });

const rename = (id: number, body: Record<string, unknown>, cookie = s.staff) =>
  t.app.inject({ method: 'PATCH', url: `/api/documents/${id}`, headers: { cookie }, payload: body });

/** What an upload's refusal must leave as it was: the documents' rows and the stored files. */
async function stored(): Promise<{ documents: number; files: number }> {
  const [row] = await sql<{ documents: number; files: number }>(
    t,
    'select (select count(*) from documents)::int as documents, (select count(*) from stored_files)::int as files',
  );
  return row ?? { documents: -1, files: -1 };
}

async function storedFileOf(id: number): Promise<number> {
  const [row] = await sql<{ n: number }>(t, 'select count(*)::int as n from stored_files f join documents d on d.file_key = f.key where d.id = ?', [id]);
  return row?.n ?? 0;
}

describe('uploading, listing and downloading documents', () => {
  it('keeps a PDF and a PNG on an animal and on a person, lists them newest first with who uploaded them, and gives back their bytes', async () => {
    const animal = await createAnimal(t, s.staff);
    const person = await createPerson(t, s.staff, { name: 'Petra Papers', email: `petra.${randomUUID()}@example.org` });
    const vetRecords = await uploadOk(`/animals/${animal.id}/documents`, s.veterinarian, [filePart('Vet records 2025.pdf', pdf, 'application/pdf')]);
    const scan = await uploadOk(`/animals/${animal.id}/documents`, s.staff, [
      filePart('scan.png', png, 'image/png'),
      { name: 'title', value: ' Signed contract ' },
    ]);
    const idCard = await uploadOk(`/people/${person.id}/documents`, s.admin, [{ name: 'title', value: 'ID check' }, filePart('id.png', png)]);
    const letter = await uploadOk(`/people/${person.id}/documents`, s.staff, [filePart('letter.pdf', pdf)]);

    expect(vetRecords).toEqual({
      id: vetRecords.id,
      animalId: animal.id,
      personId: null,
      title: 'Vet records 2025',
      fileName: 'Vet records 2025.pdf',
      contentType: 'application/pdf',
      byteSize: pdf.length,
      url: `/api/documents/${vetRecords.id}/file`,
      uploadedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      uploadedBy: 'Test veterinarian',
      version: 1,
    });
    expect(scan).toMatchObject({ title: 'Signed contract', fileName: 'scan.png', contentType: 'image/png', uploadedBy: 'Test staff' });
    expect(idCard).toMatchObject({ animalId: null, personId: person.id, title: 'ID check', contentType: 'image/png', uploadedBy: 'Test admin' });

    expect(await list(`/animals/${animal.id}`)).toEqual([scan, vetRecords]);
    expect(await list(`/people/${person.id}`, s.veterinarian)).toEqual([letter, idCard]);

    for (const [document, bytes] of [
      [vetRecords, pdf],
      [scan, png],
      [idCard, png],
      [letter, pdf],
    ] as const) {
      const response = await download(document.id);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(bytes), document.fileName).toBe(true);
      expect(response.headers).toMatchObject({
        'content-type': document.contentType,
        'content-disposition': `attachment; filename="${document.fileName}"; filename*=UTF-8''${encodeURIComponent(document.fileName)}`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      });
      expect(response.headers['content-encoding']).toBeUndefined();
    }
  });

  it('judges a file by its bytes, never by its name or the type the client claims, and names it for what it is', async () => {
    const animal = await createAnimal(t, s.staff);
    const disguised = await uploadOk(`/animals/${animal.id}/documents`, s.staff, [filePart('contract.pdf', jpeg, 'application/pdf')]);
    expect(disguised).toMatchObject({ title: 'contract', fileName: 'contract.jpg', contentType: 'image/jpeg' });
    const nameless = await uploadOk(`/animals/${animal.id}/documents`, s.staff, [filePart('', pdf, 'image/png')]);
    expect(nameless).toMatchObject({ title: 'document', fileName: 'document.pdf', contentType: 'application/pdf' });
    expect((await download(disguised.id)).headers['content-type']).toBe('image/jpeg');
  });

  it('downloads a document under any name, its header safe and the name exact', async () => {
    const animal = await createAnimal(t, s.staff);
    // The folder part of a path goes, as do control characters; the rest of the name is kept as sent.
    const document = await uploadOk(`/animals/${animal.id}/documents`, s.staff, [filePart('C:\\scans/Vet "records" – Mía 100%;\u0007 (copy).pdf', pdf)]);
    expect(document.fileName).toBe('Vet %22records%22 – Mía 100%; (copy).pdf');
    const odd = await uploadOk(`/animals/${animal.id}/documents`, s.staff, [filePart('Akte “Müller” – 2025.pdf', pdf)]);
    const disposition = String((await download(odd.id)).headers['content-disposition']);
    expect(disposition).toBe(`attachment; filename="Akte _Muller_ _ 2025.pdf"; filename*=UTF-8''Akte%20%E2%80%9CM%C3%BCller%E2%80%9D%20%E2%80%93%202025.pdf`);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe('Akte “Müller” – 2025.pdf');
    const [row] = await sql<{ file_key: string }>(t, 'select file_key from documents where id = ?', [odd.id]);
    expect(row?.file_key).toMatch(/^documents\/[0-9a-f-]{36}\/Akte-Muller-2025\.pdf$/);
  });

  it('answers a document only to signed-in staff, and 404 for one that does not exist or whose animal was voided', async () => {
    const animal = await createAnimal(t, s.staff);
    const document = await uploadOk(`/animals/${animal.id}/documents`, s.staff, [filePart('records.pdf', pdf)]);
    expectError(await download(document.id, null), 401, 'Please log in');
    expectError(await download(document.id, s.volunteer), 403, 'The volunteer role cannot view this part of the console');
    expectError(await download(999_999), 404, 'Document not found');
    expect((await download(0)).statusCode).toBe(400);
    expect((await voidCall(t, `/api/animals/${animal.id}`, s.admin, 'Entered twice')).statusCode).toBe(200);
    expectError(await download(document.id), 404, 'Document not found');
    expectError(await call(t, 'GET', `/api/animals/${animal.id}/documents`, s.staff), 404, 'Animal not found');
  });

  it('lists documents for the roles that read the console only, and 404 for an unknown animal or person', async () => {
    const animal = await createAnimal(t, s.staff);
    expectError(await call(t, 'GET', `/api/animals/${animal.id}/documents`, s.volunteer), 403, 'The volunteer role cannot view this part of the console');
    expectError(await call(t, 'GET', `/api/animals/${animal.id}/documents`), 401, 'Please log in');
    expectError(await call(t, 'GET', '/api/animals/999999/documents', s.staff), 404, 'Animal not found');
    expectError(await call(t, 'GET', '/api/people/999999/documents', s.staff), 404, 'Person not found');
    expect(await list(`/animals/${animal.id}`)).toEqual([]);
  });
});

describe('refused uploads change nothing', () => {
  let animalId: number;
  let personId: number;
  beforeAll(async () => {
    animalId = (await createAnimal(t, s.staff)).id;
    personId = (await createPerson(t, s.staff, { name: 'Rex Refused', email: `rex.${randomUUID()}@example.org` })).id;
  });

  /** The refusal's status and message, with no row and no file written anywhere. */
  async function expectRefused(response: Promise<LightMyRequestResponse>, status: number, message: string | RegExp) {
    const before = await stored();
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(status);
    expect(answer.json<{ message: string }>().message).toMatch(message);
    expect(await stored()).toEqual(before);
  }

  it('refuses what is neither a PDF nor an image with 415 naming the file', async () => {
    await expectRefused(
      upload(`/animals/${animalId}/documents`, s.staff, [filePart('records.pdf', randomBytes(5000), 'application/pdf')]),
      415,
      '"records.pdf" is neither a PDF nor a JPEG, PNG or WebP image: a document must be one of these (a scan or a photo of paper is an image).',
    );
    const gif = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    await expectRefused(upload(`/people/${personId}/documents`, s.staff, [filePart('photo.png', gif, 'image/png')]), 415, /^"photo\.png" is neither/);
    await expectRefused(upload(`/people/${personId}/documents`, s.staff, [filePart('notes.txt', Buffer.from('Just text'))]), 415, /^"notes\.txt"/);
  });

  it('refuses a file over 25 MB with 413 naming the file, and takes one of exactly 25 MB', async () => {
    const huge = Buffer.alloc(DOCUMENT_MAX_BYTES + 1, 0x25);
    huge.write('%PDF-1.7\n');
    await expectRefused(
      upload(`/animals/${animalId}/documents`, s.staff, [filePart('whole archive.pdf', huge)]),
      413,
      '"whole archive.pdf" is larger than 25 MB, the most a document may be. Send a smaller file (a scan at a lower resolution).',
    );
    // Exactly at the limit is taken.
    const document = await uploadOk(`/animals/${animalId}/documents`, s.staff, [filePart('at the limit.pdf', huge.subarray(0, DOCUMENT_MAX_BYTES))]);
    expect(document.byteSize).toBe(DOCUMENT_MAX_BYTES);
  });

  it('refuses an upload without a file, with an empty one, with two, or in another field with 400', async () => {
    await expectRefused(
      upload(`/animals/${animalId}/documents`, s.staff, [{ name: 'title', value: 'Nothing' }]),
      400,
      'Choose a file to upload (in the field "file")',
    );
    await expectRefused(upload(`/animals/${animalId}/documents`, s.staff, [filePart('empty.pdf', Buffer.alloc(0))]), 400, '"empty.pdf" is empty');
    await expectRefused(upload(`/animals/${animalId}/documents`, s.staff, [filePart('a.pdf', pdf), filePart('b.pdf', pdf)]), 400, 'Send one file at a time');
    await expectRefused(
      upload(`/animals/${animalId}/documents`, s.staff, [{ ...filePart('a.pdf', pdf), name: 'document' }]),
      400,
      'Send the document in the field "file", not "document"',
    );
    await expectRefused(
      upload(`/animals/${animalId}/documents`, s.staff, [filePart('a.pdf', pdf), { name: 'title', value: 'x'.repeat(201) }]),
      400,
      'Must be at most 200 characters',
    );
    await expectRefused(upload(`/animals/${animalId}/documents`, s.staff, [filePart('a.pdf', pdf), { name: 'title', value: 'A\u0000B' }]), 400, /NUL/);
  });

  it('refuses a body that is not multipart with 415, and a malformed one with 400', async () => {
    await expectRefused(call(t, 'POST', `/api/animals/${animalId}/documents`, s.staff, { file: pdf.toString('base64') }), 415, /multipart\/form-data/);
    await expectRefused(
      t.app.inject({
        method: 'POST',
        url: `/api/animals/${animalId}/documents`,
        headers: { cookie: s.staff, 'content-type': 'multipart/form-data; boundary=cut' },
        payload: '--cut\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7 and then nothing',
      }),
      400,
      /could not be read/,
    );
    await expectRefused(
      t.app.inject({ method: 'POST', url: `/api/animals/${animalId}/documents`, headers: { cookie: s.staff, 'content-type': 'text/plain' }, payload: 'hello' }),
      415,
      /JSON/,
    );
  });

  it('refuses the roles that may not, callers without a session, other sites, and unknown owners', async () => {
    const parts = [filePart('records.pdf', pdf)];
    await expectRefused(upload(`/animals/${animalId}/documents`, s.volunteer, parts), 403, 'The volunteer role cannot upload or remove documents');
    await expectRefused(upload(`/people/${personId}/documents`, s.volunteer, parts), 403, 'The volunteer role cannot upload or remove documents');
    await expectRefused(upload(`/animals/${animalId}/documents`, undefined, parts), 401, 'Please log in');
    await expectRefused(
      upload(`/animals/${animalId}/documents`, s.staff, parts, { origin: 'https://attacker.example', 'x-shelter-csrf': '1' }),
      403,
      'Requests from other sites are refused',
    );
    // A form that names no site (an old browser) and lacks the header is refused: another site cannot add it.
    await expectRefused(
      t.app.inject({
        method: 'POST',
        url: `/api/animals/${animalId}/documents`,
        headers: { cookie: s.staff, 'content-type': form(parts).contentType, 'x-shelter-csrf': undefined },
        payload: form(parts).payload,
      }),
      403,
      /X-Shelter-CSRF/,
    );
    await expectRefused(upload('/animals/999999/documents', s.staff, parts), 404, 'Animal not found');
    await expectRefused(upload('/people/999999/documents', s.staff, parts), 404, 'Person not found');
    await expectRefused(upload('/animals/abc/documents', s.staff, parts), 400, /./);
  });

  it('keeps no documents on a person whose details were erased (409)', async () => {
    const erased = await createPerson(t, s.staff, { name: 'Erin Erased', email: `erin.${randomUUID()}@example.org` });
    expect((await call(t, 'POST', `/api/people/${erased.id}/erase`, s.admin, { reason: 'Asked us to' })).statusCode).toBe(200);
    await expectRefused(upload(`/people/${erased.id}/documents`, s.staff, [filePart('records.pdf', pdf)]), 409, /erased on request/);
  });
});

describe('retitling and voiding a document', () => {
  it('retitles at the version the editor saw, and refuses a stale one with 409', async () => {
    const animal = await createAnimal(t, s.staff);
    const document = await uploadOk(`/animals/${animal.id}/documents`, s.staff, [filePart('records.pdf', pdf)]);
    const renamed = await rename(document.id, { title: '  Rabies certificate ', version: 1 }, s.veterinarian);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({ ...document, title: 'Rabies certificate', version: 2 });
    expectError(await rename(document.id, { title: 'Older edit', version: 1 }), 409, 'This document was changed by someone else. Reload it and try again.');
    expect((await rename(document.id, { title: '', version: 2 })).json()).toMatchObject({ message: 'Title is required' });
    expectError(await rename(document.id, { title: 'Mine now', version: 2 }, s.volunteer), 403, 'The volunteer role cannot upload or remove documents');
    expectError(await rename(999_999, { title: 'Nobody', version: 1 }), 404, 'Document not found');
    expect(await list(`/animals/${animal.id}`)).toEqual([{ ...document, title: 'Rabies certificate', version: 2 }]);
  });

  it('voids with a reason: the row stays with it and in the audit log, the file is deleted, and the document leaves the list', async () => {
    const person = await createPerson(t, s.staff, { name: 'Vic Void', email: `vic.${randomUUID()}@example.org` });
    const kept = await uploadOk(`/people/${person.id}/documents`, s.staff, [filePart('kept.png', png)]);
    const document = await uploadOk(`/people/${person.id}/documents`, s.staff, [filePart('wrong person.pdf', pdf)]);
    expect(await storedFileOf(document.id)).toBe(1);

    expect((await voidCall(t, `/api/documents/${document.id}`, s.staff)).json()).toMatchObject({ message: 'A reason is required' });
    expectError(await voidCall(t, `/api/documents/${document.id}`, s.volunteer, 'Mine'), 403, 'The volunteer role cannot upload or remove documents');
    expect(await storedFileOf(document.id)).toBe(1);

    const voided = await voidCall(t, `/api/documents/${document.id}`, s.veterinarian, 'Filed on the wrong person');
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await voidState(t, 'documents', document.id)).toEqual({ voided: true, reason: 'Filed on the wrong person' });
    expect(await storedFileOf(document.id)).toBe(0);
    expect(await list(`/people/${person.id}`)).toEqual([kept]);
    expectError(await download(document.id), 404, 'Document not found');
    expectError(await voidCall(t, `/api/documents/${document.id}`, s.staff, 'Again'), 404, 'Document not found');
    expectError(await rename(document.id, { title: 'Back', version: 2 }), 404, 'Document not found');
    const audit = await sql<{ action: string; username: string }>(
      t,
      `select action, username from audit_log where entity = 'Document' and entity_id = ? order by id`,
      [String(document.id)],
    );
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(audit[0]?.username).toMatch(/^staff/);
    expect(audit[1]?.username).toMatch(/^veterinarian/);
    expect((await download(kept.id)).statusCode).toBe(200);
  });
});

describe('a person’s documents follow them', () => {
  it('move to the person a duplicate is merged into', async () => {
    const survivor = await createPerson(t, s.staff, { name: 'Mo Merge', email: `mo.${randomUUID()}@example.org` });
    const duplicate = await createPerson(t, s.staff, { name: 'Maurice Merge', email: `maurice.${randomUUID()}@example.org` });
    const document = await uploadOk(`/people/${duplicate.id}/documents`, s.staff, [filePart('lease.pdf', pdf)]);
    const merged = await call(t, 'POST', `/api/people/${survivor.id}/merge`, s.admin, { duplicateId: duplicate.id });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(await list(`/people/${survivor.id}`)).toEqual([{ ...document, personId: survivor.id, version: 2 }]);
  });

  it('are lines of the person’s history: uploaded, with who uploaded it, and removed, with who removed it and why', async () => {
    const person = await createPerson(t, s.staff, { name: 'Hana History', email: `hana.${randomUUID()}@example.org` });
    const contract = await uploadOk(`/people/${person.id}/documents`, s.staff, [filePart('contract.pdf', pdf), { name: 'title', value: 'Signed contract' }]);
    const wrong = await uploadOk(`/people/${person.id}/documents`, s.admin, [filePart('someone else.png', png)]);
    expect((await voidCall(t, `/api/documents/${wrong.id}`, s.veterinarian, 'Filed on the wrong person')).statusCode).toBe(200);

    const timeline = async (cookie: string) => (await getJson<TPersonDetail>(t, `/api/people/${person.id}`, cookie)).timeline;
    // Dated by the shelter's days of the upload and the removal, the later first (the same day, here, but for midnight).
    const line = (recordId: number, summary: string) => ({
      kind: 'Document',
      date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      recordId,
      animalId: null,
      animalName: null,
      animalCode: null,
      summary,
      amount: null,
    });
    expect(await timeline(s.staff)).toEqual([
      line(wrong.id, 'someone else removed by Test veterinarian: Filed on the wrong person'),
      line(wrong.id, 'someone else, uploaded by Test admin'),
      line(contract.id, 'Signed contract, uploaded by Test staff'),
    ]);
    // Documents are not a volunteer's to read, nor is the history of them.
    expect(await timeline(s.volunteer)).toEqual([]);
  });

  it('go with the person’s details when an admin erases them: voided, their titles and names gone, their files deleted, counted still', async () => {
    const person = await createPerson(t, s.staff, { name: 'Elsa Erasmus', email: `elsa.${randomUUID()}@example.org` });
    const contract = await uploadOk(`/people/${person.id}/documents`, s.staff, [filePart('Contract Elsa Erasmus.pdf', pdf)]);
    const idCheck = await uploadOk(`/people/${person.id}/documents`, s.staff, [filePart('Elsa Erasmus ID.png', png)]);
    const voidedBefore = await uploadOk(`/people/${person.id}/documents`, s.staff, [filePart('Elsa Erasmus old lease.pdf', pdf)]);
    expect((await voidCall(t, `/api/documents/${voidedBefore.id}`, s.staff, 'Superseded')).statusCode).toBe(200);
    const other = await createPerson(t, s.staff, { name: 'Otto Other', email: `otto.${randomUUID()}@example.org` });
    const othersDocument = await uploadOk(`/people/${other.id}/documents`, s.staff, [filePart('otto.pdf', pdf)]);
    expect((await download(contract.id)).statusCode).toBe(200);

    const erased = await call(t, 'POST', `/api/people/${person.id}/erase`, s.admin, { reason: 'Asked in writing' });
    expect(erased.statusCode, erased.body).toBe(200);

    for (const document of [contract, idCheck]) {
      expectError(await download(document.id), 404, 'Document not found');
      expect(await voidState(t, 'documents', document.id)).toEqual({ voided: true, reason: 'Erased with the person’s details' });
    }
    expect(await list(`/people/${person.id}`)).toEqual([]);
    const rows = await sql<{ id: number; title: string; file_name: string; file_key: string; byte_size: number }>(
      t,
      'select id, title, file_name, file_key, byte_size from documents where person_id = ? order by id',
      [person.id],
    );
    expect(rows.map(({ id, title, file_name, byte_size }) => ({ id, title, file_name, byte_size }))).toEqual([
      { id: contract.id, title: 'Erased document', file_name: 'document.pdf', byte_size: pdf.length },
      { id: idCheck.id, title: 'Erased document', file_name: 'document.png', byte_size: png.length },
      { id: voidedBefore.id, title: 'Erased document', file_name: 'document.pdf', byte_size: pdf.length },
    ]);
    expect(await sql(t, 'select key from stored_files where key in (?)', [rows.map((row) => row.file_key)])).toEqual([]);
    expect(JSON.stringify(rows)).not.toMatch(/Elsa|Erasmus/);
    // The audit trail keeps who uploaded and who erased, and when, without the names.
    const audit = await sql<{ entity_id: string; action: string; username: string; changes: Record<string, unknown> }>(
      t,
      `select entity_id, action, username, changes from audit_log where entity = 'Document' and entity_id in (?) order by action, entity_id::int`,
      [[contract.id, idCheck.id].map(String)],
    );
    expect(audit.map((entry) => [Number(entry.entity_id), entry.action, entry.username.replace(/\d+$/, '')])).toEqual([
      [contract.id, 'create', 'staff'],
      [idCheck.id, 'create', 'staff'],
      [contract.id, 'update', 'admin'],
      [idCheck.id, 'update', 'admin'],
    ]);
    expect(audit[2]?.changes).toMatchObject({ voidReason: [null, 'Erased with the person’s details'], title: ['[removed]', '[removed]'] });
    expect(JSON.stringify(await sql(t, `select changes from audit_log where entity = 'Document'`))).not.toMatch(/Elsa|Erasmus/);
    // The history still counts them, under the title that says nothing.
    const { timeline } = await getJson<TPersonDetail>(t, `/api/people/${person.id}`, s.staff);
    expect(timeline.filter((event) => event.kind === 'Document')).toHaveLength(6);
    expect(timeline.map((event) => event.summary).join(' ')).not.toMatch(/Elsa|Erasmus/);
    // Someone else's documents stay as they were.
    expect((await download(othersDocument.id)).statusCode).toBe(200);
  });
});

describe('a document’s names', () => {
  it('keeps the name as sent, with the extension its content has, within 255 characters', () => {
    expect(documentFileName('Dr. Ruiz', 'application/pdf')).toBe('Dr. Ruiz.pdf');
    expect(documentFileName('scan.JPEG', 'image/jpeg')).toBe('scan.JPEG'.replace('JPEG', 'jpeg'));
    expect(documentFileName('scan.png', 'image/webp')).toBe('scan.webp');
    expect(documentFileName(' ..hidden.. ', 'image/png')).toBe('hidden.png');
    expect(documentFileName('a\u0000b\u200Ec\td.pdf', 'application/pdf')).toBe('abc d.pdf');
    const long = documentFileName(`${'😀'.repeat(200)}.pdf`, 'application/pdf');
    expect(long.length).toBeLessThanOrEqual(255);
    expect(long).toMatch(/^(😀)+\.pdf$/);
  });

  it('keys a document by a name of safe characters only', () => {
    expect(keyFileName('Ω 100%; (copy).pdf')).toBe('100-copy.pdf');
    expect(keyFileName('日本語.pdf')).toBe('document.pdf');
    expect(keyFileName(`${'a'.repeat(300)}.png`)).toBe(`${'a'.repeat(100)}.png`);
  });

  it('writes Content-Disposition that no name can break', () => {
    expect(attachmentDisposition('say "hi"\\%.pdf')).toBe(`attachment; filename="say _hi___.pdf"; filename*=UTF-8''say%20%22hi%22%5C%25.pdf`);
    expect(attachmentDisposition("it's (1)*.pdf")).toBe(`attachment; filename="it's (1)*.pdf"; filename*=UTF-8''it%27s%20%281%29%2A.pdf`);
  });
});
