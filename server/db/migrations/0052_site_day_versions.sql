-- Issue 14: a restaurant's day of bookings has a version, drawn anew in the same transaction as every change of its
-- taken tables (a booking, a change, a cancel, in any process). An availability answer is kept in memory under the
-- versions it was computed from and served again while they hold; a process that reads a newer version after
-- another committed computes it afresh, so a table booked through one process is never offered by another.
-- Keyed by the UTC date of a stay's start: a day's window (server/db/site-day.ts dayWindow) only meets stays that
-- start on the UTC day before, the day itself or the day after, and a reader sums those three.
create table site_day_versions (
  site_id uuid not null,
  date date not null,
  version bigint not null,
  primary key (site_id, date)
);

create function bump_site_day_version() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then
    insert into site_day_versions (site_id, date, version)
      select t.site_id, (lower(old.during) at time zone 'UTC')::date, 1 from site_tables t where t.id = old.table_id
      on conflict (site_id, date) do update set version = site_day_versions.version + 1;
  end if;
  if tg_op <> 'DELETE' then
    insert into site_day_versions (site_id, date, version)
      select t.site_id, (lower(new.during) at time zone 'UTC')::date, 1 from site_tables t where t.id = new.table_id
      on conflict (site_id, date) do update set version = site_day_versions.version + 1;
  end if;
  return null;
end
$$;

create trigger reservation_tables_site_day_version after insert or update or delete on reservation_tables
  for each row execute function bump_site_day_version();
