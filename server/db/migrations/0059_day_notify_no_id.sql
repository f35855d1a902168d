-- Issue 26: a day sheet's event names the restaurant and the date, never the booking. A reservation id is a
-- credential (sent as Authorization it opens the guest's name, phone and e-mail), and the sheet only needs to know
-- which day to read again. Identical payloads of one transaction now also arrive as one notification.
create or replace function notify_day_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('tafel_day', json_build_object('site_id', new.site_id, 'date', new.date)::text);
  if tg_op = 'UPDATE' and (old.site_id <> new.site_id or old.date <> new.date) then
    perform pg_notify('tafel_day', json_build_object('site_id', old.site_id, 'date', old.date)::text);
  end if;
  return null;
end
$$;
