-- A session is the proof of one contact: the phone number or e-mail address its code went to. It sees its guest's
-- own bookings and those made with that contact (README, "Who can see what").
alter table sessions add column proven_email text;
alter table sessions add column proven_phone text;
-- Sessions from before: their guests' contacts were both marked proven by 0005.
update sessions s set proven_email = u.email, proven_phone = u.phone_number from users u where u.id = s.user_id;
create index reservations_email on reservations (email, starts_at);
create index reservations_phone on reservations (phone_number, starts_at);
