-- Issue 15: the restaurant's side. Staff accounts are not guests: their own table, their own sessions, and roles
-- per restaurant (a chain admin's role has no restaurant: every one). A staff session never opens a guest route
-- and a guest session never opens a staff route, because each looks only in its own table.
create table staff (
  id uuid primary key,
  email text not null unique,
  name text not null,
  language text not null default 'nl' check (language in ('en', 'nl')),
  created_at timestamptz not null
);

create table staff_roles (
  staff_id uuid not null references staff(id) on delete cascade,
  -- Null: every restaurant of the chain (only for the admin role).
  site_id uuid references sites(id),
  role text not null check (role in ('host', 'manager', 'admin')),
  check (site_id is not null or role = 'admin')
);
create unique index staff_roles_one_per_site on staff_roles (staff_id, coalesce(site_id, '00000000-0000-0000-0000-000000000000'));

create table staff_sessions (
  token_hash text primary key,
  staff_id uuid not null references staff(id) on delete cascade,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  created_at timestamptz not null
);
create index staff_sessions_staff on staff_sessions (staff_id);

-- A staff member's code goes through the guests' code machinery (the same lifetime, tries and limits), as a
-- challenge of its own purpose that names the staff member instead of a guest.
alter table otp_challenges add column staff_id uuid references staff(id) on delete cascade;
alter table otp_challenges drop constraint otp_challenges_purpose_check;
alter table otp_challenges add constraint otp_challenges_purpose_check
  check (purpose in ('sign_in', 'email_change', 'phone_change', 'staff_sign_in'));

-- Where a guest is in their visit, set at the stand: booked -> arrived -> left, or no_show; when and by whom.
-- A walk-in is a booking made at the stand, without the guest's contact details.
alter table reservations add column visit text not null default 'booked'
  check (visit in ('booked', 'arrived', 'left', 'no_show'));
alter table reservations add column visit_changed_at timestamptz;
alter table reservations add column visit_changed_by uuid references staff(id);
alter table reservations add column channel text not null default 'widget' check (channel in ('widget', 'walk_in'));

-- Every change staff make: who, when, what, before -> after.
create table staff_audit (
  id bigserial primary key,
  at timestamptz not null,
  staff_id uuid not null references staff(id),
  site_id uuid references sites(id),
  action text not null,
  subject text not null,
  before jsonb,
  after jsonb
);
create index staff_audit_site_at on staff_audit (site_id, at);
