import { Migration } from '@mikro-orm/migrations';

/**
 * People and organizations become records (docs/domain.md#people, decision 0009). The adopter,
 * foster, applicant, owner and finder strings of every earlier record become people, matched as
 * staff calls match them (src-shared/people.ts): by the lower-cased e-mail, else by the phone's
 * digits when the person has no other e-mail; anonymized rows are never matched to anyone and
 * become erased people of their own. Rows are taken oldest first, so the first record of a person
 * gives their name. The partner organizations become organizations, and the stays' organization
 * names link them (a new name makes a new organization, as a transfer sent by name does).
 */

/** The matching rule as this release applies it; frozen here, as a migration is history. */
const PERSON_FOR = `
create function pg_temp.person_for(p_name text, p_email text, p_phone text, p_role text, p_at timestamptz) returns int language plpgsql as $$
declare
  e text := nullif(lower(btrim(coalesce(p_email, ''))), '');
  d text := regexp_replace(coalesce(p_phone, ''), '[^0-9]', '', 'g');
  ids int[];
  pid int;
begin
  if btrim(p_name) = '[removed]' or e = '[removed]' then
    insert into people (name, roles, anonymized_at, created_at, updated_at)
      values ('[removed]', array[p_role], p_at, p_at, p_at) returning id into pid;
    return pid;
  end if;
  if length(d) < 7 then d := null; end if;
  if e is not null then
    select array_agg(id) into ids from people where lower(email) = e and anonymized_at is null;
  end if;
  if ids is null and d is not null then
    select array_agg(id) into ids from people
     where anonymized_at is null and (e is null or email is null)
       and (regexp_replace(phone, '[^0-9]', '', 'g') = d or regexp_replace(alt_phone, '[^0-9]', '', 'g') = d);
  end if;
  if array_length(ids, 1) = 1 then
    pid := ids[1];
    update people
       set roles = case when p_role = any(roles) then roles else roles || p_role end,
           email = coalesce(email, nullif(btrim(p_email), '')),
           phone = coalesce(phone, nullif(btrim(p_phone), '')),
           alt_phone = case when phone is not null and alt_phone is null and d is not null
                             and regexp_replace(phone, '[^0-9]', '', 'g') <> d then btrim(p_phone) else alt_phone end
     where id = pid;
    return pid;
  end if;
  insert into people (name, email, phone, roles, created_at, updated_at)
    values (btrim(p_name), nullif(btrim(p_email), ''), nullif(btrim(p_phone), ''), array[p_role], p_at, p_at)
    returning id into pid;
  return pid;
end $$;`;

const ORGANIZATION_FOR = `
create function pg_temp.organization_for(p_name text) returns int language plpgsql as $$
declare oid int;
begin
  select id into oid from organizations where lower(btrim(name)) = lower(btrim(p_name));
  if oid is null then
    insert into organizations (name, created_at) values (btrim(p_name), now()) returning id into oid;
  end if;
  return oid;
end $$;`;

/** Every earlier record that names a person, oldest first, with the role it gives them. */
const LINK_PEOPLE = `
do $$
declare r record;
begin
  for r in
    select * from (
      select 'adoption' as source, id, adopter_name as name, adopter_email as email, adopter_phone as phone,
             case when status in ('Completed', 'Returned') then 'Adopter' else 'Applicant' end as role, created_at
        from adoptions
      union all
      select 'foster', id, foster_name, foster_email, foster_phone, 'Foster home', created_at from foster_care
      union all
      select 'application', id, applicant_name, case when anonymized_at is null then applicant_email else '[removed]' end,
             applicant_phone, 'Applicant', created_at from adoption_applications
      union all
      select 'owner', id, owner_name, owner_email, owner_phone, 'Owner', created_at from stays where owner_name is not null
      union all
      select 'finder', id, finder_name, finder_email, finder_phone, 'Finder', created_at from stays where finder_name is not null
    ) contacts
    order by created_at, source, id
  loop
    case r.source
      when 'adoption' then update adoptions set person_id = pg_temp.person_for(r.name, r.email, r.phone, r.role, r.created_at) where id = r.id;
      when 'foster' then update foster_care set person_id = pg_temp.person_for(r.name, r.email, r.phone, r.role, r.created_at) where id = r.id;
      when 'application' then update adoption_applications set person_id = pg_temp.person_for(r.name, r.email, r.phone, r.role, r.created_at) where id = r.id;
      when 'owner' then update stays set owner_id = pg_temp.person_for(r.name, r.email, r.phone, r.role, r.created_at) where id = r.id;
      else update stays set finder_id = pg_temp.person_for(r.name, r.email, r.phone, r.role, r.created_at) where id = r.id;
    end case;
  end loop;
end $$;`;

const SEARCH_INDEX = `create index "people_search_trgm_idx" on "people" using gin ((lower("name" || ' ' || coalesce("email", '') || ' ' || coalesce("phone", '') || ' ' || coalesce("alt_phone", '') || ' ' || regexp_replace(coalesce("phone", '') || ' ' || coalesce("alt_phone", ''), '[^0-9 ]', '', 'g') || ' ' || coalesce("address", ''))) gin_trgm_ops);`;

/** [table, column, target, on delete] */
const FOREIGN_KEYS: [string, string, string, string][] = [
  ['adoptions', 'person_id', 'people', 'restrict'],
  ['foster_care', 'person_id', 'people', 'restrict'],
  ['adoption_applications', 'person_id', 'people', 'set null'],
  ['financial_transactions', 'person_id', 'people', 'restrict'],
  ['stays', 'finder_id', 'people', 'restrict'],
  ['stays', 'owner_id', 'people', 'restrict'],
  ['stays', 'destination_person_id', 'people', 'restrict'],
  ['stays', 'source_organization_id', 'organizations', 'restrict'],
  ['stays', 'destination_organization_id', 'organizations', 'restrict'],
];

export class Migration20261126160000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "partner_organizations" rename to "organizations";`);
    this.addSql(`alter sequence "partner_organizations_id_seq" rename to "organizations_id_seq";`);
    this.addSql(`alter table "organizations" rename constraint "partner_organizations_pkey" to "organizations_pkey";`);
    this.addSql(`alter index "partner_organizations_name_unique" rename to "organizations_name_unique";`);
    this.addSql(
      `alter table "organizations" add column "kind" varchar(30) not null default 'Shelter or rescue', add column "email" varchar(320) null, add column "phone" varchar(50) null, add column "address" text null, add column "notes" text null;`,
    );

    this.addSql(
      `create table "people" ("id" serial primary key, "name" varchar(200) not null, "email" varchar(320) null, "phone" varchar(50) null, "alt_phone" varchar(50) null, "address" text null, "notes" text null, "roles" text[] not null default '{}', "do_not_adopt" boolean not null default false, "do_not_adopt_reason" text null, "foster_approved_on" date null, "foster_capacity" int null, "foster_species" text[] not null default '{}', "foster_age_groups" text[] not null default '{}', "volunteer_active" boolean not null default false, "organization_id" int null, "anonymized_at" timestamptz null, "version" int not null default 1, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint people_do_not_adopt_reason_check check (not do_not_adopt or do_not_adopt_reason is not null), constraint people_foster_capacity_check check (foster_capacity is null or foster_capacity > 0));`,
    );
    this.addSql(`create index "people_email_key_idx" on "people" (lower("email"));`);
    this.addSql(`create index "people_phone_key_idx" on "people" (regexp_replace("phone", '[^0-9]', '', 'g'));`);
    this.addSql(`create index "people_alt_phone_key_idx" on "people" (regexp_replace("alt_phone", '[^0-9]', '', 'g'));`);
    this.addSql(`create index "people_roles_idx" on "people" using gin ("roles");`);
    this.addSql(`create index "people_name_id_idx" on "people" ("name", "id");`);
    this.addSql(`create index "people_organization_idx" on "people" ("organization_id");`);
    this.addSql(
      `alter table "people" add constraint "people_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on update cascade on delete set null;`,
    );

    this.addSql(`alter table "adoptions" add column "person_id" int null;`);
    this.addSql(`alter table "foster_care" add column "person_id" int null;`);
    this.addSql(`alter table "adoption_applications" add column "person_id" int null;`);
    this.addSql(`alter table "financial_transactions" add column "person_id" int null;`);
    this.addSql(
      `alter table "stays" add column "finder_id" int null, add column "owner_id" int null, add column "source_organization_id" int null, add column "destination_organization_id" int null, add column "destination_person_id" int null;`,
    );

    this.addSql(PERSON_FOR);
    this.addSql(ORGANIZATION_FOR);
    this.addSql(LINK_PEOPLE);
    // A home the shelter placed animals with was approved by its first placement.
    this.addSql(
      `update people p set foster_approved_on = f.first from (select person_id, min(start_date) as first from foster_care group by person_id) f where f.person_id = p.id and p.anonymized_at is null;`,
    );
    this.addSql(
      `update stays set source_organization_id = pg_temp.organization_for(source_organization) where source_organization is not null and btrim(source_organization) <> '';`,
    );
    this.addSql(
      `update stays set destination_organization_id = pg_temp.organization_for(destination), destination = null where outcome_type = 'Transferred out' and destination is not null and btrim(destination) <> '';`,
    );
    // A return to owner names the stay's owner when the names agree, else a new person.
    this.addSql(
      `update stays s set destination_person_id = coalesce((select o.id from people o where o.id = s.owner_id and lower(btrim(o.name)) = lower(btrim(s.destination))), pg_temp.person_for(s.destination, null, null, 'Owner', s.created_at)), destination = null where s.outcome_type = 'Returned to owner' and s.destination is not null and btrim(s.destination) <> '';`,
    );
    this.addSql(`drop function pg_temp.person_for(text, text, text, text, timestamptz);`);
    this.addSql(`drop function pg_temp.organization_for(text);`);

    this.addSql(
      `alter table "adoptions" alter column "person_id" set not null, drop column "adopter_name", drop column "adopter_email", drop column "adopter_phone";`,
    );
    this.addSql(
      `alter table "foster_care" alter column "person_id" set not null, drop column "foster_name", drop column "foster_email", drop column "foster_phone";`,
    );
    this.addSql(
      `alter table "stays" drop column "owner_name", drop column "owner_phone", drop column "owner_email", drop column "source_organization", drop column "finder_name", drop column "finder_phone", drop column "finder_email";`,
    );
    // Built once over the finished rows rather than kept up through the backfill.
    this.addSql(SEARCH_INDEX);
    for (const [table, column, target, onDelete] of FOREIGN_KEYS) {
      this.addSql(
        `alter table "${table}" add constraint "${table}_${column}_foreign" foreign key ("${column}") references "${target}" ("id") on update cascade on delete ${onDelete};`,
      );
    }
    this.addSql(`create index "adoptions_person_idx" on "adoptions" ("person_id", "adoption_date");`);
    this.addSql(`create index "foster_care_person_idx" on "foster_care" ("person_id", "start_date");`);
    this.addSql(`create index "adoption_applications_person_idx" on "adoption_applications" ("person_id");`);
    this.addSql(`create index "financial_transactions_person_idx" on "financial_transactions" ("person_id", "date");`);
    this.addSql(`create index "stays_owner_idx" on "stays" ("owner_id") where "owner_id" is not null;`);
    this.addSql(`create index "stays_finder_idx" on "stays" ("finder_id") where "finder_id" is not null;`);
    this.addSql(`create index "stays_destination_person_idx" on "stays" ("destination_person_id") where "destination_person_id" is not null;`);
    this.addSql(`create index "stays_source_organization_idx" on "stays" ("source_organization_id") where "source_organization_id" is not null;`);
    this.addSql(
      `create index "stays_destination_organization_idx" on "stays" ("destination_organization_id") where "destination_organization_id" is not null;`,
    );
  }

  /** Back to strings: each record takes its person's (or organization's) details as they are now. */
  override async down(): Promise<void> {
    this.addSql(
      `alter table "adoptions" add column "adopter_name" varchar(200) null, add column "adopter_email" varchar(320) null, add column "adopter_phone" varchar(50) null;`,
    );
    this.addSql(
      `update adoptions a set adopter_name = p.name, adopter_email = coalesce(p.email, ''), adopter_phone = coalesce(p.phone, '') from people p where p.id = a.person_id;`,
    );
    this.addSql(
      `alter table "adoptions" alter column "adopter_name" set not null, alter column "adopter_email" set not null, alter column "adopter_phone" set not null, drop column "person_id";`,
    );
    this.addSql(
      `alter table "foster_care" add column "foster_name" varchar(200) null, add column "foster_email" varchar(320) null, add column "foster_phone" varchar(50) null;`,
    );
    this.addSql(`update foster_care f set foster_name = p.name, foster_email = p.email, foster_phone = p.phone from people p where p.id = f.person_id;`);
    this.addSql(`alter table "foster_care" alter column "foster_name" set not null, drop column "person_id";`);
    this.addSql(
      `alter table "stays" add column "owner_name" varchar(200) null, add column "owner_phone" varchar(50) null, add column "owner_email" varchar(320) null, add column "source_organization" varchar(200) null, add column "finder_name" varchar(200) null, add column "finder_phone" varchar(50) null, add column "finder_email" varchar(320) null;`,
    );
    this.addSql(`update stays s set owner_name = p.name, owner_phone = p.phone, owner_email = p.email from people p where p.id = s.owner_id;`);
    this.addSql(`update stays s set finder_name = p.name, finder_phone = p.phone, finder_email = p.email from people p where p.id = s.finder_id;`);
    this.addSql(`update stays s set source_organization = o.name from organizations o where o.id = s.source_organization_id;`);
    this.addSql(`update stays s set destination = o.name from organizations o where o.id = s.destination_organization_id;`);
    this.addSql(`update stays s set destination = p.name from people p where p.id = s.destination_person_id;`);
    this.addSql(
      `alter table "stays" drop column "finder_id", drop column "owner_id", drop column "source_organization_id", drop column "destination_organization_id", drop column "destination_person_id";`,
    );
    this.addSql(`alter table "adoption_applications" drop column "person_id";`);
    this.addSql(`alter table "financial_transactions" drop column "person_id";`);
    this.addSql(`drop table "people";`);
    this.addSql(`alter table "organizations" drop column "kind", drop column "email", drop column "phone", drop column "address", drop column "notes";`);
    this.addSql(`alter index "organizations_name_unique" rename to "partner_organizations_name_unique";`);
    this.addSql(`alter table "organizations" rename constraint "organizations_pkey" to "partner_organizations_pkey";`);
    this.addSql(`alter sequence "organizations_id_seq" rename to "partner_organizations_id_seq";`);
    this.addSql(`alter table "organizations" rename to "partner_organizations";`);
  }
}
