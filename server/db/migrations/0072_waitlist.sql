-- The guest waitlist (docs/waitlist.md): a guest waits for a table on one date within a time window; when a table
-- frees, the first fitting request (by order of joining) is offered it and the table is held for 15 minutes.
create table waitlist_requests (
  id uuid primary key,
  -- The request's link token (the offer's SMS or e-mail), unguessable.
  token text not null unique,
  site_id uuid not null references sites(id) on delete cascade,
  user_id uuid references users(id) on delete set null,
  date date not null,
  window_from text not null,
  window_until text not null,
  party_size integer not null check (party_size > 0),
  first_name text not null,
  last_name text not null default '',
  channel text not null check (channel in ('sms', 'email')),
  -- The phone (E.164) or e-mail address the offer goes to, as the session proved it.
  contact text not null,
  language text not null default 'en',
  state text not null default 'waiting'
    check (state in ('waiting', 'offered', 'claimed', 'expired', 'declined', 'left', 'closed')),
  joined_at timestamptz not null,
  -- The order of arrival: two joined in the same millisecond are served in it.
  line bigserial not null,
  -- The window's start: the request waits until then.
  closes_at timestamptz not null,
  ended_at timestamptz,
  check (window_until >= window_from)
);
create index waitlist_requests_day on waitlist_requests (site_id, date, joined_at, line);
create index waitlist_requests_open on waitlist_requests (closes_at) where state in ('waiting', 'offered');
-- One open request per contact, restaurant and date.
create unique index waitlist_requests_one_open on waitlist_requests (site_id, date, contact)
  where state in ('waiting', 'offered');

-- An offer holds its tables for the stay until it expires; a request gets at most one offer (request_id unique), so
-- a check run twice, in two processes or after a restart, cannot offer it twice.
create table waitlist_offers (
  id uuid primary key,
  request_id uuid not null unique references waitlist_requests(id) on delete cascade,
  site_id uuid not null references sites(id) on delete cascade,
  date date not null,
  time text not null,
  party_size integer not null,
  table_ids uuid[] not null,
  during tstzrange not null,
  offered_at timestamptz not null,
  expires_at timestamptz not null,
  status text not null default 'held' check (status in ('held', 'claimed', 'expired', 'declined', 'withdrawn')),
  offered_by uuid references staff(id) on delete set null,
  reservation_id text references reservations(id) on delete set null
);
create index waitlist_offers_held on waitlist_offers (expires_at) where status = 'held';
create index waitlist_offers_site_date on waitlist_offers (site_id, date);

-- What availability and seating count as taken: the tables of bookings not cancelled and the tables held by offers.
create view taken_tables as
  select rt.table_id, rt.during, rt.reservation_id, null::uuid as offer_id
    from reservation_tables rt where rt.status <> 'cancelled'
  union all
  select h.table_id, o.during, null::text, o.id
    from waitlist_offers o cross join lateral unnest(o.table_ids) as h(table_id) where o.status = 'held';

-- The days whose waitlist must be checked again, written in the transaction that may have freed a table. The check
-- (server/domain/waitlist-check.ts) takes a row under the day's lock and deletes it in the same transaction.
create table waitlist_checks (
  site_id uuid not null references sites(id) on delete cascade,
  date date not null,
  due_at timestamptz not null default now(),
  primary key (site_id, date)
);

-- A day's check, when it has an open request.
create function queue_waitlist_check(p_site uuid, p_date date) returns void language sql as $$
  insert into waitlist_checks (site_id, date)
    select p_site, p_date
     where exists (select 1 from waitlist_requests w
                    where w.site_id = p_site and w.date = p_date and w.state = 'waiting')
    on conflict (site_id, date) do nothing;
$$;

-- A booking cancelled, moved or deleted frees its tables.
create function waitlist_after_reservation_tables() returns trigger language plpgsql as $$
begin
  if old.status <> 'cancelled' then
    perform queue_waitlist_check(t.site_id, (lower(old.during) at time zone 'Europe/Amsterdam')::date)
       from site_tables t where t.id = old.table_id;
  end if;
  return null;
end
$$;
create trigger reservation_tables_waitlist after update or delete on reservation_tables
  for each row execute function waitlist_after_reservation_tables();

-- A table back in service (its outage removed or shortened) frees it on those dates.
create function waitlist_after_table_outages() returns trigger language plpgsql as $$
begin
  perform queue_waitlist_check(w.site_id, w.date)
     from (select distinct r.site_id, r.date from waitlist_requests r join site_tables t on t.site_id = r.site_id
            where t.id = old.table_id and r.state = 'waiting' and r.date between old.from_date and old.to_date) w;
  return null;
end
$$;
create trigger table_outages_waitlist after update or delete on table_outages
  for each row execute function waitlist_after_table_outages();

-- A block removed or changed opens its times again.
create function waitlist_after_online_stops() returns trigger language plpgsql as $$
begin
  perform queue_waitlist_check(w.site_id, w.date)
     from (select distinct r.site_id, r.date from waitlist_requests r
            where r.site_id = old.site_id and r.state = 'waiting'
              and (r.date = old.date or extract(isodow from r.date) = old.weekday)) w;
  return null;
end
$$;
create trigger online_stops_waitlist after update or delete on online_stops
  for each row execute function waitlist_after_online_stops();

-- An offer that ends unclaimed frees its held tables for the next in line; any change of a hold moves the day's
-- version, so availability kept in memory follows (migration 0052).
create function waitlist_after_offers() returns trigger language plpgsql as $$
begin
  insert into site_day_versions (site_id, date, version)
    values (new.site_id, (lower(new.during) at time zone 'UTC')::date, 1)
    on conflict (site_id, date) do update set version = site_day_versions.version + 1;
  if tg_op = 'UPDATE' and old.status = 'held' and new.status in ('expired', 'declined', 'withdrawn') then
    perform queue_waitlist_check(new.site_id, new.date);
  end if;
  return null;
end
$$;
create trigger waitlist_offers_changes after insert or update on waitlist_offers
  for each row execute function waitlist_after_offers();

-- The offer's SMS or e-mail goes through the outbox like every other message.
alter table notification_outbox drop constraint notification_outbox_kind_check;
alter table notification_outbox add constraint notification_outbox_kind_check
  check (kind in ('otp_code', 'no_guest', 'booking_confirmed', 'booking_changed', 'booking_cancelled',
                  'booking_reminder', 'staff_invitation', 'waitlist_offer'));
