-- Issue 15: a restaurant's own settings, as its manager edits them. The defaults are the chain's rules as guests met
-- them until now (no lead time beyond the start, cancel online up to 2 hours before, groups of up to 14 online), so
-- nothing changes for a guest until a manager edits. Every change of `sites` draws a new reference version (0002).
alter table sites add column lead_minutes integer not null default 0 check (lead_minutes between 0 and 2880);
alter table sites add column cancel_window_minutes integer not null default 120
  check (cancel_window_minutes between 0 and 2880);
alter table sites add column max_group_online integer not null default 14 check (max_group_online between 1 and 14);

-- A table a manager removes is kept for the bookings it served (reservation_tables names it), but seats no one again.
alter table site_tables add column removed_at timestamptz;
