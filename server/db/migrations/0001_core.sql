-- Restaurants, their tables and the guests' reservations. Times are timestamptz; dates are Amsterdam calendar dates.
create extension if not exists btree_gist;

create table sites (
  id uuid primary key,
  slug text not null unique,
  name text not null,
  city text not null,
  street text not null,
  postcode text not null,
  lat double precision not null,
  long double precision not null,
  phone text not null,
  parking text not null default '',
  experiences jsonb not null default '[]',
  badges jsonb not null default '{}',
  -- [{weekday 1-7, periods: [{period, from, to}]}]: slots run from `from` up to (not including) `to`.
  opening_hours jsonb not null default '[]',
  extra jsonb not null default '{}',
  -- Stay length by party size: [{up_to: n | null, minutes}], first match wins.
  stay_minutes jsonb not null default '[{"up_to":4,"minutes":120},{"up_to":8,"minutes":150},{"up_to":null,"minutes":180}]',
  slot_interval_minutes integer not null default 15 check (slot_interval_minutes between 5 and 120)
);

create table site_channels (
  site_id uuid not null references sites(id) on delete cascade,
  channel text not null,
  primary key (site_id, channel)
);
create index site_channels_channel on site_channels (channel);

create table seating_areas (
  id uuid primary key,
  site_id uuid not null references sites(id) on delete cascade,
  name text not null,
  position integer not null default 0
);
create index seating_areas_site on seating_areas (site_id);

create table site_tables (
  id uuid primary key,
  site_id uuid not null references sites(id) on delete cascade,
  seating_area_id uuid not null references seating_areas(id) on delete cascade,
  label text not null,
  seats integer not null check (seats > 0),
  -- Combinable tables of one seating area may be pushed together for a larger party.
  combinable boolean not null default false
);
create index site_tables_site on site_tables (site_id);

-- Online-stop blocks: the restaurant takes no online bookings in this window (shown as online_suspended).
create table online_stops (
  id bigserial primary key,
  site_id uuid not null references sites(id) on delete cascade,
  weekday integer check (weekday between 1 and 7),
  date date,
  from_time text not null,
  to_time text not null,
  reason text not null default '',
  check (weekday is not null or date is not null)
);
create index online_stops_site on online_stops (site_id);

create table users (
  id uuid primary key,
  first_name text not null default '',
  last_name text not null default '',
  email text unique,
  phone_number text unique,
  language text not null default 'en',
  subscribed boolean not null default false,
  created_at timestamptz not null default now()
);

-- A one-time code request: the temp token (hashed) is the only handle on it.
create table otp_challenges (
  token_hash text primary key,
  user_id uuid not null references users(id) on delete cascade,
  purpose text not null check (purpose in ('sign_in', 'email_change')),
  channel text not null check (channel in ('sms', 'email')),
  recipient text not null,
  new_email text,
  -- For an e-mail change: the session that asked for it.
  session_hash text,
  code_salt text not null,
  code_hash text not null,
  remember boolean not null default true,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  used_at timestamptz,
  dead boolean not null default false,
  created_at timestamptz not null
);
create index otp_challenges_session on otp_challenges (session_hash) where session_hash is not null;

create table sessions (
  token_hash text primary key,
  user_id uuid not null references users(id) on delete cascade,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  created_at timestamptz not null
);
create index sessions_user on sessions (user_id);

-- Sliding-window counters for abuse limits (code sends, retrieve tries), shared by every process.
create table rate_events (
  bucket text not null,
  at timestamptz not null
);
create index rate_events_bucket_at on rate_events (bucket, at);

create table reservations (
  id text primary key,
  number text not null unique,
  site_id uuid not null references sites(id),
  user_id uuid references users(id),
  date date not null,
  time text not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  party_size integer not null check (party_size > 0),
  first_name text not null,
  last_name text not null,
  email text not null,
  phone_number text not null,
  child_seats integer not null default 0,
  wheelchair_users boolean,
  notes text not null default '',
  flow text,
  deal_code text,
  language text not null default 'en',
  status text not null default 'confirmed' check (status in ('confirmed', 'cancelled')),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  cancelled_at timestamptz
);
create index reservations_user on reservations (user_id, starts_at);
create index reservations_site_date on reservations (site_id, date);

-- The last guard against double booking, also across processes: one table, one party at a time.
create table reservation_tables (
  reservation_id text not null references reservations(id) on delete cascade,
  table_id uuid not null references site_tables(id),
  during tstzrange not null,
  status text not null default 'confirmed' check (status in ('confirmed', 'cancelled')),
  exclude using gist (table_id with =, during with &&) where (status <> 'cancelled')
);
create index reservation_tables_reservation on reservation_tables (reservation_id);

create table deal_codes (
  code text primary key,
  flow text,
  created_at timestamptz not null default now()
);

-- A deal code books once: the primary key makes a second use impossible.
create table deal_code_uses (
  code text primary key references deal_codes(code),
  reservation_id text not null references reservations(id),
  used_at timestamptz not null
);

create table idempotency_keys (
  key text primary key,
  request_hash text not null,
  status integer not null,
  body jsonb not null,
  created_at timestamptz not null
);
