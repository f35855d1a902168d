-- A new staff member's invitation e-mail goes through the outbox like every other message.
alter table notification_outbox drop constraint notification_outbox_kind_check;
alter table notification_outbox add constraint notification_outbox_kind_check
  check (kind in ('otp_code', 'no_guest', 'booking_confirmed', 'booking_changed', 'booking_cancelled',
                  'booking_reminder', 'staff_invitation'));
