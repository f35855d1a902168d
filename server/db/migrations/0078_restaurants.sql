-- The chain keeps its own restaurants (docs/restaurants.md): what the staff screen and the import write beyond the
-- demo chain's columns. An archived restaurant takes no new bookings and is left out of every list; its bookings stay.
-- Every change of `sites` draws a new reference version (0002), so the widget follows at once.
alter table sites add column email text not null default '';
alter table sites add column route text not null default '';
alter table sites add column route_nl text not null default '';
alter table sites add column outside_nl_confirmed boolean not null default false;
alter table sites add column archived_at timestamptz;

-- A change made from the command line (npm run restaurants -- import) is audited too, by no staff member.
alter table staff_audit alter column staff_id drop not null;
