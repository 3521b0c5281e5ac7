/**
 * The yardstick: a bare Fastify + pg server on the same database as ours, with hand-written SQL:
 * no ORM, no validation, no sessions, no caches. Each staff route runs the statements our call
 * runs (the same tables, conditions and order, as many round trips, at once where ours are), reads
 * the columns its answer uses, and answers the same JSON fields, derived by the same shared rules
 * (src-shared, the animal's answer). Our throughput is reported over this one's, measured in the
 * same run (bench/report.ts). Routes are ours without `/api`.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { registerAnimalRoutes } from './baseline-animals.js';
import { registerApplicationRoute } from './baseline-application.js';
import { readSettings, shelterZone, todayIn, type TBaseline } from './baseline-db.js';
import { registerJourneyRoute } from './baseline-journey.js';
import { registerRecordRoutes } from './baseline-records.js';
import { registerReportRoutes } from './baseline-reports.js';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

const zone = shelterZone(await readSettings(pool));
const today = () => todayIn(zone);
const baseline: TBaseline = { db: pool, today };
registerAnimalRoutes(app, baseline);
registerJourneyRoute(app, baseline);
registerRecordRoutes(app, baseline);
registerReportRoutes(app, baseline);
registerApplicationRoute(app, baseline);

app.get('/public/adoptable-animals', async () => {
  const { rows } = await pool.query(
    `select a.id, a.animal_id as "animalId", a.name, a.species, a.breed, a.sex, a.age, a.description, a.image_url as "imageUrl",
            a.status, to_char(a.intake_date, 'YYYY-MM-DD') as "intakeDate", a.microchip_id is not null as microchipped,
            a.vaccination_status as "vaccinationStatus", a.spay_neuter_status as "spayNeuterStatus", a.traits,
            (select json_build_object('contentHash', p.content_hash, 'width', p.width, 'height', p.height, 'widths', p.widths, 'avif', p.avif)
               from photos p where p.animal_id = a.id and p.voided_at is null order by p.position, p.id limit 1) as photo,
            coalesce((select json_agg(json_build_object('note', n.note) order by n.date desc, n.id desc)
                        from behavior_notes n where n.animal_id = a.id and n.voided_at is null
                         and n.public), '[]') as "behaviorNotes"
       from animals a where a.status in ('Available', 'In Foster') order by a.intake_date desc, a.id desc`,
  );
  return rows;
});

app.get('/stats/dashboard', async () => {
  const day = today();
  const [figures, recent, adoptable, appointments, buckets] = await Promise.all([
    pool.query(
      `select (select count(*) from animals where status <> 'Adopted') as total,
              (select count(*) from adoptions where status = 'Completed' and voided_at is null and adoption_date between date_trunc('month', $1::date) and $1) as month,
              (select count(*) from appointments where date = $1 and status <> 'Cancelled' and voided_at is null) as today,
              (select count(*) from animals where status = 'In Foster') as foster,
              (select count(*) from adoptions where status = 'Completed' and voided_at is null and adoption_date between $1::date - 6 and $1) as week,
              (select count(*) from adoptions where status = 'Completed' and voided_at is null and adoption_date between $1::date - 29 and $1) as a30,
              (select count(*) from animals where intake_date between $1::date - 29 and $1) as i30`,
      [day],
    ),
    pool.query('select * from animals order by intake_date desc, id desc limit 5'),
    pool.query("select * from animals where status <> 'Adopted' order by intake_date desc, id desc limit 4"),
    pool.query("select * from appointments where date = $1 and status <> 'Cancelled' and voided_at is null order by time, id", [day]),
    pool.query(
      `select adoption_date as day, count(*) from adoptions where status = 'Completed' and voided_at is null
        and adoption_date between $1::date - 6 and $1 group by 1`,
      [day],
    ),
  ]);
  return {
    figures: figures.rows[0],
    recentIntakes: recent.rows,
    adoptableAnimals: adoptable.rows,
    todayAppointments: appointments.rows,
    dailyAdoptions: buckets.rows,
  };
});

await app.listen({ port: Number(process.env.PORT ?? 3999), host: '127.0.0.1' });
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
