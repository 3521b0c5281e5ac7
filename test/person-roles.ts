/**
 * People missing a role one of their records or flags gives them (docs/domain.md#people), with the
 * role: none in a shelter the app could have recorded. The demo's and the bench dataset's tests ask.
 */
export const PEOPLE_MISSING_A_ROLE = `
  select p.id, p.name, p.roles, r.role
    from people p
    join (select person_id, case when status in ('Completed', 'Returned') then 'Adopter' else 'Applicant' end as role from adoptions
          union all select person_id, 'Foster home' from foster_care
          union all select person_id, 'Applicant' from adoption_applications where person_id is not null
          union all select owner_id, 'Owner' from stays where owner_id is not null
          union all select finder_id, 'Finder' from stays where finder_id is not null
          union all select destination_person_id, 'Owner' from stays where destination_person_id is not null
          union all select person_id, 'Donor' from financial_transactions where person_id is not null and transaction_type = 'Donation'
          union all select id, 'Foster home' from people where foster_approved_on is not null
          union all select id, 'Volunteer' from people where volunteer_active
          union all select id, 'Organization contact' from people where organization_id is not null) r on r.person_id = p.id
   where not (r.role = any (p.roles))`;
