-- Issue 28: a table out of service for a date or a range of dates, with a reason (a broken leg, a private room
-- closed). It stays the restaurant's table: bookings, the audit and the figures keep it; availability, the stand and
-- moves do not seat anyone at it on those days. Outages are reference data: each change draws a new reference
-- version (migration 0002), so every process's availability follows at once.
create table table_outages (
  id uuid primary key,
  table_id uuid not null references site_tables(id) on delete cascade,
  from_date date not null,
  to_date date not null,
  reason text not null,
  created_by uuid references staff(id) on delete set null,
  created_at timestamptz not null default now(),
  check (to_date >= from_date)
);
create index table_outages_table on table_outages (table_id, to_date);

create trigger table_outages_reference_version after insert or update or delete or truncate on table_outages
  for each statement execute function bump_reference_version();
