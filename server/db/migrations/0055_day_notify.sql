-- Issue 15: every open day sheet hears of a booking, a change, a cancellation or a visit status the moment it is
-- committed, whichever process made it (NOTIFY is delivered at commit, to every process listening).
create function notify_day_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('tafel_day', json_build_object('site_id', new.site_id, 'date', new.date, 'id', new.id)::text);
  if tg_op = 'UPDATE' and (old.site_id <> new.site_id or old.date <> new.date) then
    perform pg_notify('tafel_day', json_build_object('site_id', old.site_id, 'date', old.date, 'id', old.id)::text);
  end if;
  return null;
end
$$;

create trigger reservations_notify_day after insert or update on reservations
  for each row execute function notify_day_change();
