import { Migration } from '@mikro-orm/migrations';

export class Migration20261122193356 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "animals" ("id" serial primary key, "animal_id" varchar(40) not null, "name" varchar(200) not null, "species" varchar(50) not null, "breed" varchar(200) not null, "sex" varchar(20) not null, "age" varchar(100) not null, "intake_date" date not null, "status" varchar(30) not null default 'Available', "image_url" text null, "microchip_id" varchar(40) null, "microchip_manufacturer" varchar(100) null, "registration_id" varchar(100) null, "traits" text[] not null default '{}', "description" text null, "weight" varchar(50) null, "health_status" varchar(50) null, "vaccination_status" text null, "spay_neuter_status" text null, "version" int not null default 1, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "animals" add constraint "animals_animal_id_unique" unique ("animal_id");`);
    this.addSql(`create index "animals_intake_date_id_idx" on "animals" ("intake_date", "id");`);
    this.addSql(`create index "animals_status_intake_date_idx" on "animals" ("status", "intake_date");`);
    this.addSql(`create index "animals_microchip_id_idx" on "animals" ("microchip_id");`);

    this.addSql(
      `create table "animal_id_counters" ("prefix" varchar(10) not null, "year" int not null, "last_number" int not null, constraint "animal_id_counters_pkey" primary key ("prefix", "year"));`,
    );

    this.addSql(
      `create table "adoption_applications" ("id" serial primary key, "reference" varchar(8) not null, "animal_id" int not null, "status" varchar(20) not null default 'Received', "applicant_name" varchar(200) not null, "applicant_email" varchar(320) not null, "applicant_phone" varchar(50) not null, "home_type" varchar(200) not null, "rent_or_own" varchar(4) not null, "landlord_approval" boolean null, "has_children" boolean not null, "has_other_pets" boolean not null, "other_pets_details" text null, "previous_pet_experience" text not null, "reason_for_adoption" text not null, "how_did_you_hear" text not null, "additional_notes" text null, "decided_at" timestamptz null, "anonymized_at" timestamptz null, "version" int not null default 1, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "adoption_applications" add constraint "adoption_applications_reference_unique" unique ("reference");`);
    this.addSql(`create index "adoption_applications_animal_idx" on "adoption_applications" ("animal_id");`);
    this.addSql(`create index "adoption_applications_status_created_idx" on "adoption_applications" ("status", "created_at");`);

    this.addSql(
      `create table "adoptions" ("id" serial primary key, "animal_id" int not null, "adopter_name" varchar(200) not null, "adopter_email" varchar(320) not null, "adopter_phone" varchar(50) not null, "adoption_date" date not null, "fee_amount" int not null default 0, "status" varchar(20) not null, "application_id" int null, "voided_at" timestamptz null, "void_reason" text null, "version" int not null default 1, "created_at" timestamptz not null, constraint adoptions_fee_amount_check check (fee_amount >= 0));`,
    );
    this.addSql(`create index "adoptions_animal_date_idx" on "adoptions" ("animal_id", "adoption_date", "id");`);
    this.addSql(`create index "adoptions_date_id_idx" on "adoptions" ("adoption_date", "id");`);
    this.addSql(`create index "adoptions_status_date_idx" on "adoptions" ("status", "adoption_date");`);
    this.addSql(`create index "adoptions_application_idx" on "adoptions" ("application_id");`);

    this.addSql(
      `create table "appointments" ("id" serial primary key, "animal_id" int not null, "appointment_type" varchar(50) not null, "date" date not null, "time" varchar(5) not null, "staff_member" varchar(200) not null, "status" varchar(20) not null default 'Upcoming', "notes" text null, "voided_at" timestamptz null, "void_reason" text null, "version" int not null default 1, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "appointments_date_time_idx" on "appointments" ("date", "time", "id");`);
    this.addSql(`create index "appointments_animal_date_idx" on "appointments" ("animal_id", "date", "time");`);

    this.addSql(
      `create table "behavior_notes" ("id" serial primary key, "animal_id" int not null, "date" date not null, "note" text not null, "observed_by" varchar(200) null, "voided_at" timestamptz null, "void_reason" text null, "version" int not null default 1, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "behavior_notes_animal_date_idx" on "behavior_notes" ("animal_id", "date", "id");`);

    this.addSql(
      `create table "foster_care" ("id" serial primary key, "animal_id" int not null, "foster_name" varchar(200) not null, "foster_email" varchar(320) null, "foster_phone" varchar(50) null, "start_date" date not null, "end_date" date null, "notes" text null, "voided_at" timestamptz null, "void_reason" text null, "version" int not null default 1, "created_at" timestamptz not null, constraint foster_care_dates_check check (end_date is null or end_date >= start_date));`,
    );
    this.addSql(`create index "foster_care_animal_start_idx" on "foster_care" ("animal_id", "start_date", "id");`);
    this.addSql(`create index "foster_care_start_id_idx" on "foster_care" ("start_date", "id");`);
    this.addSql(`create index "foster_care_end_date_idx" on "foster_care" ("end_date");`);

    this.addSql(
      `create table "medical_records" ("id" serial primary key, "animal_id" int not null, "record_type" varchar(30) not null, "date" date not null, "description" text not null, "provider" varchar(200) null, "notes" text null, "voided_at" timestamptz null, "void_reason" text null, "version" int not null default 1, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "medical_records_animal_date_idx" on "medical_records" ("animal_id", "date", "id");`);
    this.addSql(`create index "medical_records_date_id_idx" on "medical_records" ("date", "id");`);

    this.addSql(
      `create table "settings" ("key" varchar(50) not null, "value" jsonb not null, "updated_at" timestamptz not null, constraint "settings_pkey" primary key ("key"));`,
    );

    this.addSql(
      `create table "financial_transactions" ("id" serial primary key, "transaction_type" varchar(30) not null, "amount" int not null, "date" date not null, "related_to" int null, "description" text null, "payment_method" varchar(30) null, "voided_at" timestamptz null, "void_reason" text null, "version" int not null default 1, "created_at" timestamptz not null, constraint financial_transactions_amount_check check (amount <> 0));`,
    );
    this.addSql(`create index "financial_transactions_date_id_idx" on "financial_transactions" ("date", "id");`);
    this.addSql(`create index "financial_transactions_type_date_idx" on "financial_transactions" ("transaction_type", "date");`);
    this.addSql(`create index "financial_transactions_related_to_idx" on "financial_transactions" ("related_to");`);

    this.addSql(
      `create table "users" ("id" serial primary key, "username" varchar(100) not null, "password_hash" text not null, "name" varchar(200) not null, "role" varchar(20) not null, "image_url" text null, "active" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "users" add constraint "users_username_unique" unique ("username");`);

    this.addSql(
      `create table "sessions" ("id" varchar(64) not null, "user_id" int not null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null, constraint "sessions_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "sessions_user_idx" on "sessions" ("user_id");`);

    this.addSql(
      `alter table "adoption_applications" add constraint "adoption_applications_animal_id_foreign" foreign key ("animal_id") references "animals" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "adoptions" add constraint "adoptions_animal_id_foreign" foreign key ("animal_id") references "animals" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "adoptions" add constraint "adoptions_application_id_foreign" foreign key ("application_id") references "adoption_applications" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "appointments" add constraint "appointments_animal_id_foreign" foreign key ("animal_id") references "animals" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "behavior_notes" add constraint "behavior_notes_animal_id_foreign" foreign key ("animal_id") references "animals" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "foster_care" add constraint "foster_care_animal_id_foreign" foreign key ("animal_id") references "animals" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "medical_records" add constraint "medical_records_animal_id_foreign" foreign key ("animal_id") references "animals" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }
}
