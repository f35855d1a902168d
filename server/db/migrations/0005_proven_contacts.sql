-- A contact counts as the guest's once a code sent to it was entered; until then it is only what someone typed.
alter table users add column email_proven_at timestamptz;
alter table users add column phone_proven_at timestamptz;
-- Guests from before this migration who hold a session or a booking have entered a code: their contacts count.
update users set email_proven_at = created_at, phone_proven_at = created_at
  where exists (select 1 from sessions s where s.user_id = users.id)
     or exists (select 1 from reservations r where r.user_id = users.id);
