-- Issue 28: the rules the clock knows at the stand, as a restaurant's settings (shared/staff/clock-rules.ts). Arrived
-- only on the booking's day and from 60 minutes before its start; no-show only from 15 minutes after it; walk-ins only
-- inside the opening hours unless the host gives a reason. The defaults are those; a manager may change them.
alter table sites add column arrive_before_minutes integer not null default 60
  check (arrive_before_minutes between 0 and 240);
alter table sites add column no_show_after_minutes integer not null default 15
  check (no_show_after_minutes between 0 and 240);
alter table sites add column walk_ins_within_hours boolean not null default true;

-- An undo puts back what the sheet showed before the move: when and by whom the status it returns to was set. Only
-- 'left' returns to a status that was timed ('arrived'); back to 'booked' there is nothing to show.
alter table reservations add column visit_previous_changed_at timestamptz;
alter table reservations add column visit_previous_changed_by uuid references staff(id);

-- Undo used to time the way back: "Booked at 07:06 by Sanne" on a booking the guest made online. A booked visit
-- shows no change.
update reservations set visit_changed_at = null, visit_changed_by = null
  where visit = 'booked' and visit_changed_at is not null;
