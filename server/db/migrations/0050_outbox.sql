-- Notification outbox: codes and booking messages are written here in the same transaction as the
-- change they report; a worker delivers them (server/notify/worker.ts). State lives only here,
-- so nothing is lost across a restart.
create table if not exists notification_outbox (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('otp_code', 'booking_confirmed', 'booking_changed', 'booking_cancelled')),
  channel text not null check (channel in ('email', 'sms')),
  recipient text not null,
  language text not null check (language in ('en', 'nl')),
  payload jsonb not null,
  status text not null default 'pending' check (status in ('pending', 'delivering', 'delivered', 'failed')),
  attempts integer not null default 0,
  -- For 'pending': when to try next. For 'delivering': when the claim's lease runs out.
  next_attempt_at timestamptz not null default now(),
  last_error text,
  -- clock_timestamp(), not now(): messages of one transaction still sort in the order written.
  created_at timestamptz not null default clock_timestamp(),
  delivered_at timestamptz
);

-- The worker's claim: due messages by status and time.
create index if not exists notification_outbox_due_idx on notification_outbox (status, next_attempt_at);
-- The development outbox: a recipient's messages, newest first.
create index if not exists notification_outbox_recipient_idx on notification_outbox (recipient, created_at desc);
