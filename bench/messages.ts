/**
 * The dataset's outbox (docs/domain.md#messages), set-based: the welcome each adopter with an
 * address was sent when the adoption completed, as if the organization kept its messages for the
 * whole decade (the longest retention it may choose); one in fifty failed and one in two hundred
 * refused, so the outbox's filters have something to find.
 */
import { pick } from './sql.js';

type TRun = (sql: string, params?: unknown[]) => Promise<unknown>;

export async function writeMessages(run: TRun): Promise<void> {
  await run(
    `insert into messages (kind, state, to_address, to_name, subject, text_body, html_body, message_id, person_id, attempts, last_attempt_at, sent_at, smtp_response, created_at)
     select 'adoptionCompleted', s.state, p.email, p.name, 'Welcome home, ' || a.name, 'Thank you for adopting ' || a.name || '.',
            '<p>Thank you for adopting ' || a.name || '.</p>', '<bench-' || d.id || '@shelter.example.org>', p.id,
            case when s.state = 'sent' then 1 else 12 end, d.adoption_date, case when s.state = 'sent' then d.adoption_date::timestamptz end,
            case s.state when 'sent' then '250 2.0.0 OK' when 'failed' then '421 4.7.0 Try again later' else '550 5.1.1 No such user' end,
            d.adoption_date::timestamptz + interval '10 minutes'
       from adoptions d
       join animals a on a.id = d.animal_id
       join people p on p.id = d.person_id and p.email is not null
      cross join lateral (select case when ${pick(`'ms'||d.id`, 200)} = 0 then 'refused' when ${pick(`'mf'||d.id`, 50)} = 0 then 'failed' else 'sent' end as state) s
      where d.status = 'Completed'`,
  );
}
