-- Issue 26: an open day-sheet stream follows its session. When a session ends, a member is deactivated or a
-- member's roles change, every process hears the member's id (never a token) on tafel_staff, and its streams of
-- that member check their session again (server/live/staff-streams.ts). Notifications of one transaction with the
-- same id arrive as one.
create function notify_staff_change() returns trigger language plpgsql as $$
begin
  -- The trigger's argument names the column that holds the member's id.
  if tg_op = 'DELETE' then
    perform pg_notify('tafel_staff', to_jsonb(old) ->> tg_argv[0]);
  else
    perform pg_notify('tafel_staff', to_jsonb(new) ->> tg_argv[0]);
  end if;
  return null;
end
$$;

create trigger staff_sessions_notify_ended after update of revoked_at on staff_sessions
  for each row when (old.revoked_at is null and new.revoked_at is not null)
  execute function notify_staff_change('staff_id');
create trigger staff_sessions_notify_deleted after delete on staff_sessions
  for each row execute function notify_staff_change('staff_id');

create trigger staff_notify_deactivated after update of deactivated_at on staff
  for each row when (old.deactivated_at is null and new.deactivated_at is not null)
  execute function notify_staff_change('id');

-- A role added takes nothing away; one changed or removed may.
create trigger staff_roles_notify after update or delete on staff_roles
  for each row execute function notify_staff_change('staff_id');
