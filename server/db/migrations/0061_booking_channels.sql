-- A booking taken at the stand ahead of its day: by phone, or otherwise by staff (shared/staff/channels.ts).
alter table reservations drop constraint reservations_channel_check;
alter table reservations add constraint reservations_channel_check
  check (channel in ('widget', 'phone', 'staff', 'walk_in'));
