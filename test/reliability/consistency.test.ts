import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../app.js';
import { adoptionPayload, createAnimal, fosterPayload, postOk, sql, todayIn } from '../fixtures.js';
import { brokenRules } from './consistency.js';

/**
 * The crash, outage and load tests trust brokenRules() to notice a status that disagrees with its
 * records: here each kind of disagreement is made by hand and must be reported.
 */

let t: TTestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.loginAs('staff');
});
afterAll(() => t.close());

const broken = () => brokenRules(t.db.orm.em.fork(), todayIn(t));

it('finds nothing wrong with records written through the API', async () => {
  const adopted = await createAnimal(t, staff);
  await postOk(t, '/api/adoptions', staff, adoptionPayload(adopted.id));
  const fostered = await createAnimal(t, staff);
  await postOk(t, '/api/foster-care', staff, fosterPayload(fostered.id));
  expect(await broken()).toEqual({});
});

it('reports each kind of half-written change', async () => {
  const [a, b, c, d] = [await createAnimal(t, staff), await createAnimal(t, staff), await createAnimal(t, staff), await createAnimal(t, staff)];
  await sql(t, "update animals set status = 'Adopted' where id = ?", [a.id]);
  await sql(t, "update animals set status = 'In Foster' where id = ?", [b.id]);
  const adoption = await postOk<{ id: number }>(t, '/api/adoptions', staff, adoptionPayload(c.id));
  await sql(t, "delete from financial_transactions where related_to = ? and transaction_type = 'Adoption Fee'", [adoption.id]);
  await sql(
    t,
    "insert into adoption_applications (reference, animal_id, applicant_name, applicant_email, applicant_phone, home_type, rent_or_own, has_children, has_other_pets, previous_pet_experience, reason_for_adoption, how_did_you_hear, created_at) values ('99999999', ?, 'Half', 'h@example.com', '555', 'House', 'own', false, false, 'x', 'x', 'x', now())",
    [d.id],
  );
  expect(await broken()).toEqual({
    'an Adopted animal has a Completed adoption': [a.id],
    'an In Foster animal has a current placement': [b.id],
    'a Completed adoption with a fee has exactly its Adoption Fee transaction': [adoption.id],
    'each application has its arrival note, and each arrival note its application': [d.id],
  });
});
