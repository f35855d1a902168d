-- Issue 15: the reminder the day before. One row per booking and date reminded, written in the same transaction as
-- the reminder's outbox rows: its primary key lets two server processes (or one after a restart) remind a booking
-- of a date once only. A booking moved to another date is reminded again the day before that date. A table of its
-- own, not a column of reservations, so marking a reminder wakes no day sheet (the reservations trigger of 0055).
create table reservation_reminders (
  reservation_id text not null references reservations(id) on delete cascade,
  date date not null,
  sent_at timestamptz not null,
  -- The opt-out link's token, hashed (server/domain/tokens.ts newToken: 256 random bits, as unguessable as a session).
  opt_out_token_hash text not null unique,
  primary key (reservation_id, date)
);

-- A guest who asked for no more reminders: their e-mail address and phone number, as the bookings store them. Per
-- guest, not per booking: each booking is reminded once, so stopping only the one reminded would stop nothing.
create table reminder_opt_outs (
  contact text primary key,
  opted_out_at timestamptz not null
);

alter table notification_outbox drop constraint notification_outbox_kind_check;
alter table notification_outbox add constraint notification_outbox_kind_check
  check (kind in ('otp_code', 'no_guest', 'booking_confirmed', 'booking_changed', 'booking_cancelled', 'booking_reminder'));

-- The run's question: tomorrow's confirmed bookings of every restaurant.
create index reservations_confirmed_date on reservations (date) where status = 'confirmed';
