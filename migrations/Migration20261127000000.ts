import { Migration } from '@mikro-orm/migrations';

/**
 * Medical care plans (docs/domain.md#care-plans, decision 0011): protocols, treatment courses and
 * the items they schedule; weights as a history; medical records gain what a vaccine, a test and a
 * surgery record need; animals the "altered at intake" answer and the summary their derived
 * statuses read.
 *
 * Existing data: the default protocols for dogs and cats are added; surgery records whose
 * description names a spay or a neuter get that procedure; each animal's summary is computed from
 * its records; a typed weight that reads as one weight ("25 lbs", "4.2 kg") becomes the first entry
 * of its history, dated the intake day, and the text is kept only where it cannot be read. Typed
 * vaccination and spay/neuter statuses stay, shown while no record says otherwise.
 */
export class Migration20261127000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "medical_protocols" ("id" serial primary key, "name" varchar(100) not null, "species" varchar(30) not null, "min_age_weeks" int null, "max_age_weeks" int null, "active" boolean not null default true, "steps" jsonb not null, "version" int not null default 1, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "medical_protocols" add constraint "medical_protocols_name_unique" unique ("name");`);

    this.addSql(
      `create table "treatment_courses" ("id" serial primary key, "animal_id" int not null, "drug" varchar(200) not null, "dose" varchar(100) not null, "route" varchar(30) not null, "frequency" varchar(30) not null, "start_date" date not null, "end_date" date null, "doses" int null, "notes" text null, "prescribed_by" varchar(200) null, "voided_at" timestamptz null, "void_reason" text null, "version" int not null default 1, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "treatment_courses_animal_idx" on "treatment_courses" ("animal_id", "start_date", "id");`);
    this.addSql(
      `alter table "treatment_courses" add constraint "treatment_courses_animal_id_foreign" foreign key ("animal_id") references "animals" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `create table "care_plan_items" ("id" serial primary key, "animal_id" int not null, "item_type" varchar(30) not null, "name" varchar(200) not null, "due_date" date not null, "dose_of_day" int null, "status" varchar(10) not null default 'Due', "protocol_id" int null, "course_id" int null, "medical_record_id" int null, "skip_reason" text null, "done_by_id" int null, "done_at" timestamptz null, "version" int not null default 1, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "care_plan_items_animal_idx" on "care_plan_items" ("animal_id", "due_date", "id");`);
    this.addSql(`create index "care_plan_items_due_idx" on "care_plan_items" ("due_date", "id") where "status" = 'Due';`);
    this.addSql(
      `alter table "care_plan_items" add constraint "care_plan_items_animal_id_foreign" foreign key ("animal_id") references "animals" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "care_plan_items" add constraint "care_plan_items_protocol_id_foreign" foreign key ("protocol_id") references "medical_protocols" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "care_plan_items" add constraint "care_plan_items_course_id_foreign" foreign key ("course_id") references "treatment_courses" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "care_plan_items" add constraint "care_plan_items_medical_record_id_foreign" foreign key ("medical_record_id") references "medical_records" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "care_plan_items" add constraint "care_plan_items_done_by_id_foreign" foreign key ("done_by_id") references "users" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `create table "animal_weights" ("id" serial primary key, "animal_id" int not null, "date" date not null, "grams" int not null, "notes" text null, "recorded_by_id" int null, "voided_at" timestamptz null, "void_reason" text null, "version" int not null default 1, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "animal_weights_animal_date_idx" on "animal_weights" ("animal_id", "date", "id");`);
    this.addSql(
      `alter table "animal_weights" add constraint "animal_weights_animal_id_foreign" foreign key ("animal_id") references "animals" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "animal_weights" add constraint "animal_weights_recorded_by_id_foreign" foreign key ("recorded_by_id") references "users" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "medical_records" add column "time" varchar(5) null, add column "procedure" varchar(30) null, add column "product" varchar(200) null, add column "lot_number" varchar(100) null, add column "lot_expiry" date null, add column "rabies_tag" varchar(50) null, add column "veterinarian" varchar(200) null, add column "test_result" varchar(20) null;`,
    );
    this.addSql(
      `alter table "animals" add column "altered_at_intake" boolean null, add column "vaccinations_given" int not null default 0, add column "next_vaccination_due" date null, add column "altered_procedure" varchar(10) null, add column "weight_grams" int null;`,
    );

    // Surgery records that name a spay or a neuter in their description.
    this.addSql(
      `update "medical_records" set "procedure" = 'Spay' where "record_type" = 'Surgery' and "description" ~* '(spay|ovariohysterectomy|ovariectomy)';`,
    );
    this.addSql(
      `update "medical_records" set "procedure" = 'Neuter' where "record_type" = 'Surgery' and "procedure" is null and "description" ~* '(neuter|castrat|orchiectomy)';`,
    );
    this.addSql(
      `update "animals" a set "vaccinations_given" = s.n from (select "animal_id", count(*) as n from "medical_records" where "record_type" = 'Vaccination' and "voided_at" is null group by "animal_id") s where s."animal_id" = a."id";`,
    );
    this.addSql(
      `update "animals" a set "altered_procedure" = s.p from (select distinct on ("animal_id") "animal_id", "procedure" as p from "medical_records" where "procedure" in ('Spay', 'Neuter') and "voided_at" is null order by "animal_id", "date" desc, "id" desc) s where s."animal_id" = a."id";`,
    );

    // A typed weight read as one weight, as parseTypedWeight (src-shared/care-plans.ts) reads it.
    this.addSql(`create temporary table "typed_weights" as
      select "id", "intake_date", "weight", round((replace(m[1], ',', '.'))::numeric * case
          when lower(m[2]) like 'k%' then 1000
          when lower(m[2]) like 'l%' or lower(m[2]) like 'p%' or m[2] = '#' then 453.59237
          when lower(m[2]) like 'o%' then 28.349523125
          else 1 end)::int as "grams"
        from (select "id", "intake_date", "weight", regexp_match("weight", '^\\s*(\\d+(?:[.,]\\d+)?)\\s*(kg|kgs|kilograms?|kilos?|lb|lbs|pounds?|#|g|grams?|oz|ounces?)\\.?\\s*$', 'i') as m
                from "animals" where "weight" is not null) s
       where m is not null;`);
    this.addSql(`delete from "typed_weights" where "grams" < 1 or "grams" > 1000000;`);
    this.addSql(
      `insert into "animal_weights" ("animal_id", "date", "grams", "notes", "version", "created_at") select "id", "intake_date", "grams", 'Typed as "' || "weight" || '" before weights were recorded', 1, now() from "typed_weights";`,
    );
    this.addSql(`update "animals" a set "weight_grams" = t."grams", "weight" = null from "typed_weights" t where t."id" = a."id";`);
    this.addSql(`drop table "typed_weights";`);

    const literal = (value: string | number | null) =>
      value === null ? 'null' : typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`;
    for (const protocol of DEFAULT_PROTOCOLS) {
      const values = [protocol.name, protocol.species, protocol.minAgeWeeks, protocol.maxAgeWeeks].map(literal).join(', ');
      this.addSql(
        `insert into "medical_protocols" ("name", "species", "min_age_weeks", "max_age_weeks", "active", "steps", "version", "created_at") values (${values}, true, ${literal(JSON.stringify(protocol.steps))}::jsonb, 1, now());`,
      );
    }
  }

  override async down(): Promise<void> {
    this.addSql(`update "animals" a set "weight" = coalesce(a."weight", round(a."weight_grams" / 1000.0, 1) || ' kg') where a."weight_grams" is not null;`);
    this.addSql(`drop table if exists "care_plan_items" cascade;`);
    this.addSql(`drop table if exists "treatment_courses" cascade;`);
    this.addSql(`drop table if exists "medical_protocols" cascade;`);
    this.addSql(`drop table if exists "animal_weights" cascade;`);
    this.addSql(
      `alter table "medical_records" drop column "time", drop column "procedure", drop column "product", drop column "lot_number", drop column "lot_expiry", drop column "rabies_tag", drop column "veterinarian", drop column "test_result";`,
    );
    this.addSql(
      `alter table "animals" drop column "altered_at_intake", drop column "vaccinations_given", drop column "next_vaccination_due", drop column "altered_procedure", drop column "weight_grams";`,
    );
  }
}

type TStep = {
  itemType: string;
  name: string;
  startDay: number;
  atAgeWeeks: number | null;
  repeatDays: number | null;
  untilAgeWeeks: number | null;
  doses: number | null;
};
const step = (itemType: string, name: string, rule: Partial<Omit<TStep, 'itemType' | 'name'>> = {}): TStep => ({
  itemType,
  name,
  startDay: 0,
  atAgeWeeks: null,
  repeatDays: null,
  untilAgeWeeks: null,
  doses: null,
  ...rule,
});

/**
 * The defaults a shelter starts from, after the shelter-medicine guidelines: core vaccines at intake
 * (from 4 weeks of age), boosters every two weeks until 20 weeks of age, or one booster for an adult
 * of unknown history; rabies at 16 weeks or at intake; a FeLV/FIV test for cats; dewormer at intake
 * and two weeks later; flea treatment at intake; a spay or neuter before adoption. Frozen here as
 * the migration found them: staff edit them in Settings → Medical.
 */
const DEFAULT_PROTOCOLS = [
  {
    name: 'Puppy intake',
    species: 'Dog',
    minAgeWeeks: null,
    maxAgeWeeks: 20,
    steps: [
      step('Vaccination', 'DHPP', { atAgeWeeks: 4, repeatDays: 14, untilAgeWeeks: 20 }),
      step('Vaccination', 'Bordetella', { atAgeWeeks: 4 }),
      step('Vaccination', 'Rabies', { atAgeWeeks: 16 }),
      step('Deworming', 'Pyrantel', { atAgeWeeks: 2, repeatDays: 14, doses: 2 }),
      step('Parasite treatment', 'Flea and tick treatment', { atAgeWeeks: 8 }),
      step('Surgery', 'Spay/neuter', { atAgeWeeks: 8 }),
    ],
  },
  {
    name: 'Adult dog, unknown history',
    species: 'Dog',
    minAgeWeeks: 20,
    maxAgeWeeks: null,
    steps: [
      step('Vaccination', 'DHPP', { repeatDays: 14, doses: 2 }),
      step('Vaccination', 'Bordetella'),
      step('Vaccination', 'Rabies'),
      step('Test', 'Heartworm test'),
      step('Deworming', 'Pyrantel', { repeatDays: 14, doses: 2 }),
      step('Parasite treatment', 'Flea and tick treatment'),
      step('Surgery', 'Spay/neuter', { startDay: 3 }),
    ],
  },
  {
    name: 'Kitten intake',
    species: 'Cat',
    minAgeWeeks: null,
    maxAgeWeeks: 20,
    steps: [
      step('Vaccination', 'FVRCP', { atAgeWeeks: 4, repeatDays: 14, untilAgeWeeks: 20 }),
      step('Vaccination', 'Rabies', { atAgeWeeks: 16 }),
      step('Test', 'FeLV/FIV test', { atAgeWeeks: 8 }),
      step('Deworming', 'Pyrantel', { atAgeWeeks: 2, repeatDays: 14, doses: 2 }),
      step('Parasite treatment', 'Flea treatment', { atAgeWeeks: 8 }),
      step('Surgery', 'Spay/neuter', { atAgeWeeks: 8 }),
    ],
  },
  {
    name: 'Adult cat, unknown history',
    species: 'Cat',
    minAgeWeeks: 20,
    maxAgeWeeks: null,
    steps: [
      step('Vaccination', 'FVRCP', { repeatDays: 14, doses: 2 }),
      step('Vaccination', 'Rabies'),
      step('Test', 'FeLV/FIV test'),
      step('Deworming', 'Pyrantel', { repeatDays: 14, doses: 2 }),
      step('Parasite treatment', 'Flea treatment'),
      step('Surgery', 'Spay/neuter', { startDay: 3 }),
    ],
  },
];
