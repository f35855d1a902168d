-- Issue 28: a plan of the room per restaurant (shared/staff/room-plan.ts). Each table may stand on one cell of its
-- seating area's grid (12 columns x 8 rows; both null until the manager places it), one table a cell.
alter table site_tables add column plan_column integer;
alter table site_tables add column plan_row integer;
alter table site_tables add constraint site_tables_plan_cell check (
  (plan_column is null) = (plan_row is null)
  and (plan_column is null or (plan_column between 0 and 11 and plan_row between 0 and 7))
);
create unique index site_tables_one_per_cell on site_tables (seating_area_id, plan_column, plan_row)
  where removed_at is null and plan_column is not null;

-- Tables that may be pushed together: one row per pair, the smaller id first, so the relation is symmetric by
-- construction. Once a restaurant has any, assignTables combines only tables connected through these.
create table table_neighbours (
  site_id uuid not null references sites(id) on delete cascade,
  table_id uuid not null references site_tables(id) on delete cascade,
  neighbour_id uuid not null references site_tables(id) on delete cascade,
  primary key (table_id, neighbour_id),
  check (table_id < neighbour_id)
);
create index table_neighbours_site on table_neighbours (site_id);
create index table_neighbours_neighbour on table_neighbours (neighbour_id);

-- Neighbours change how parties are seated: availability reads them with the reference data.
create trigger table_neighbours_reference_version after insert or update or delete or truncate on table_neighbours
  for each statement execute function bump_reference_version();
