-- One random version for the reference data (sites, channels, seating, tables, online stops).
-- Every change to those tables draws a new one, so each process can keep the data in memory and
-- reload it exactly when it changed, whoever changed it.
create table reference_version (
  id boolean primary key default true check (id),
  version text not null
);
insert into reference_version (version) values (gen_random_uuid()::text);

create function bump_reference_version() returns trigger language plpgsql as $$
begin
  update reference_version set version = gen_random_uuid()::text;
  return null;
end
$$;

create trigger sites_reference_version after insert or update or delete or truncate on sites
  for each statement execute function bump_reference_version();
create trigger site_channels_reference_version after insert or update or delete or truncate on site_channels
  for each statement execute function bump_reference_version();
create trigger seating_areas_reference_version after insert or update or delete or truncate on seating_areas
  for each statement execute function bump_reference_version();
create trigger site_tables_reference_version after insert or update or delete or truncate on site_tables
  for each statement execute function bump_reference_version();
create trigger online_stops_reference_version after insert or update or delete or truncate on online_stops
  for each statement execute function bump_reference_version();
