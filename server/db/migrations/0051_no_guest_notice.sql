-- A sign-in code asked for a contact no guest holds is answered as any other (issue 13, point 3): a challenge
-- that belongs to nobody and no code can pass, and a 'no_guest' message to that contact instead of a code.
alter table otp_challenges alter column user_id drop not null;
alter table notification_outbox drop constraint notification_outbox_kind_check;
alter table notification_outbox add constraint notification_outbox_kind_check
  check (kind in ('otp_code', 'no_guest', 'booking_confirmed', 'booking_changed', 'booking_cancelled'));
