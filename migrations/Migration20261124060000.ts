import { Migration } from '@mikro-orm/migrations';

/**
 * The animal's journey (docs/domain.md#journey): stays from intake to outcome, holds, locations
 * and the moves between them, a date of birth, returned adoptions, and the staff certified for
 * euthanasia. Existing animals get one stay each, as issue 17 sets out: an Adopted animal's stay
 * ends with an adoption outcome at its Completed adoption's date; "Returned to Owner" and
 * "Transferred" end with those outcomes on the day the status was last written (no other date
 * was kept); every other animal has an open stay of intake type Other from its intake date. An
 * animal on Medical Hold or Behavioral Eval keeps that status as a hold without an end.
 */
export class Migration20261124060000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "animals" add column "birth_date" date null, add column "birth_date_estimated" boolean not null default false;`);
    this.addSql(`alter table "adoptions" add column "returned_on" date null, add column "return_reason" text null;`);
    this.addSql(`alter table "users" add column "euthanasia_certified" boolean not null default false;`);

    this.addSql(`
      create table "stays" (
        "id" serial primary key,
        "animal_id" int not null,
        "intake_type" varchar(40) not null,
        "intake_date" date not null,
        "intake_time" varchar(5) null,
        "intake_condition" varchar(40) null,
        "intake_age_group" varchar(10) not null,
        "found_location" text null,
        "owner_name" varchar(200) null,
        "owner_phone" varchar(50) null,
        "owner_email" varchar(320) null,
        "intake_reason" text null,
        "source_organization" varchar(200) null,
        "intake_transfer_scope" varchar(20) null,
        "mother_animal_id" int null,
        "returned_adoption_id" int null,
        "intake_notes" text null,
        "outcome_type" varchar(40) null,
        "outcome_subtype" varchar(100) null,
        "outcome_date" date null,
        "outcome_time" varchar(5) null,
        "outcome_condition" varchar(40) null,
        "outcome_age_group" varchar(10) null,
        "destination" varchar(200) null,
        "outcome_transfer_scope" varchar(20) null,
        "outcome_adoption_id" int null,
        "outcome_reason" text null,
        "performed_by_id" int null,
        "authorized_by_id" int null,
        "drug" varchar(200) null,
        "dose" varchar(100) null,
        "outcome_notes" text null,
        "version" int not null default 1,
        "created_at" timestamptz not null,
        constraint "stays_outcome_check" check ((outcome_type is null) = (outcome_date is null)),
        constraint "stays_dates_check" check (outcome_date is null or outcome_date >= intake_date)
      );`);
    this.addSql(`create index "stays_animal_intake_idx" on "stays" ("animal_id", "intake_date", "id");`);
    this.addSql(`create unique index "stays_open_unique" on "stays" ("animal_id") where "outcome_date" is null;`);
    this.addSql(`create index "stays_span_idx" on "stays" using gist (daterange("intake_date", "outcome_date", '[)'));`);
    this.addSql(`create index "stays_outcome_date_idx" on "stays" ("outcome_date");`);
    this.addSql(`create index "stays_intake_date_idx" on "stays" ("intake_date");`);

    this.addSql(`
      create table "holds" (
        "id" serial primary key,
        "animal_id" int not null,
        "stay_id" int not null,
        "hold_type" varchar(40) not null,
        "reason" text not null,
        "start_date" date not null,
        "end_date" date null,
        "released_on" date null,
        "voided_at" timestamptz null,
        "void_reason" text null,
        "version" int not null default 1,
        "created_at" timestamptz not null,
        constraint "holds_end_check" check (end_date is null or end_date > start_date),
        constraint "holds_release_check" check (released_on is null or released_on >= start_date)
      );`);
    this.addSql(`create index "holds_animal_idx" on "holds" ("animal_id", "start_date");`);

    this.addSql(`
      create table "locations" (
        "id" serial primary key,
        "name" varchar(100) not null,
        "kind" varchar(20) not null,
        "parent_id" int null,
        "active" boolean not null default true,
        "version" int not null default 1
      );`);
    this.addSql(`create index "locations_parent_idx" on "locations" ("parent_id");`);

    this.addSql(`
      create table "animal_moves" (
        "id" serial primary key,
        "animal_id" int not null,
        "stay_id" int not null,
        "location_id" int not null,
        "moved_on" date not null,
        "moved_at" varchar(5) null,
        "created_at" timestamptz not null
      );`);
    this.addSql(`create index "animal_moves_stay_idx" on "animal_moves" ("stay_id", "moved_on", "id");`);

    this.addSql(
      `alter table "locations" add constraint "locations_parent_id_foreign" foreign key ("parent_id") references "locations" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "stays" add constraint "stays_animal_id_foreign" foreign key ("animal_id") references "animals" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "stays" add constraint "stays_mother_animal_id_foreign" foreign key ("mother_animal_id") references "animals" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "stays" add constraint "stays_returned_adoption_id_foreign" foreign key ("returned_adoption_id") references "adoptions" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "stays" add constraint "stays_outcome_adoption_id_foreign" foreign key ("outcome_adoption_id") references "adoptions" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "stays" add constraint "stays_performed_by_id_foreign" foreign key ("performed_by_id") references "users" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "stays" add constraint "stays_authorized_by_id_foreign" foreign key ("authorized_by_id") references "users" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "holds" add constraint "holds_animal_id_foreign" foreign key ("animal_id") references "animals" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "holds" add constraint "holds_stay_id_foreign" foreign key ("stay_id") references "stays" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "animal_moves" add constraint "animal_moves_animal_id_foreign" foreign key ("animal_id") references "animals" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "animal_moves" add constraint "animal_moves_stay_id_foreign" foreign key ("stay_id") references "stays" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "animal_moves" add constraint "animal_moves_location_id_foreign" foreign key ("location_id") references "locations" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(`
      insert into "stays" ("animal_id", "intake_type", "intake_date", "intake_age_group", "outcome_type", "outcome_date",
                           "outcome_age_group", "outcome_adoption_id", "created_at")
      select a."id", 'Other', a."intake_date", 'Unknown',
             case a."status" when 'Adopted' then 'Adoption' when 'Returned to Owner' then 'Returned to owner' when 'Transferred' then 'Transferred out' end,
             case when a."status" in ('Adopted', 'Returned to Owner', 'Transferred')
                  then greatest(a."intake_date", coalesce(d."adoption_date", a."updated_at"::date)) end,
             case when a."status" in ('Adopted', 'Returned to Owner', 'Transferred') then 'Unknown' end,
             case when a."status" = 'Adopted' then d."id" end,
             a."created_at"
        from "animals" a
        left join lateral (select "id", "adoption_date" from "adoptions"
                            where "animal_id" = a."id" and "status" = 'Completed' and "voided_at" is null
                            order by "adoption_date" desc, "id" desc limit 1) d on a."status" = 'Adopted';`);
    this.addSql(`
      insert into "holds" ("animal_id", "stay_id", "hold_type", "reason", "start_date", "created_at")
      select a."id", s."id", case a."status" when 'Medical Hold' then 'Medical hold' else 'Behavioral evaluation' end,
             'On ' || a."status" || ' before stays and holds were recorded', greatest(s."intake_date", least(a."updated_at"::date, current_date)), now()
        from "animals" a join "stays" s on s."animal_id" = a."id" and s."outcome_date" is null
       where a."status" in ('Medical Hold', 'Behavioral Eval');`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "animal_moves";`);
    this.addSql(`drop table "locations";`);
    this.addSql(`drop table "holds";`);
    this.addSql(`drop table "stays";`);
    this.addSql(`alter table "users" drop column "euthanasia_certified";`);
    this.addSql(`alter table "adoptions" drop column "returned_on", drop column "return_reason";`);
    this.addSql(`alter table "animals" drop column "birth_date", drop column "birth_date_estimated";`);
  }
}
