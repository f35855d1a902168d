-- Issue 28: one guest across the chain. What a restaurant keeps about a guest (tags from shared/staff/guest-notes.ts
-- and a short note), one row per guest and restaurant that wrote it. The guest is named as a booking names them
-- (shared/staff/same-guest.ts): an account, a proven e-mail, a phone (E.164). Removing the account removes its notes.
create table guest_notes (
  id bigserial primary key,
  site_id uuid not null references sites(id) on delete cascade,
  user_id uuid references users(id) on delete cascade,
  email text not null default '',
  phone_number text not null default '',
  tags text[] not null default '{}',
  note text not null default '',
  updated_at timestamptz not null,
  updated_by uuid references staff(id),
  check (user_id is not null or email <> '' or phone_number <> '')
);
create index guest_notes_user on guest_notes (user_id) where user_id is not null;
create index guest_notes_email on guest_notes (email) where email <> '';
create index guest_notes_phone on guest_notes (phone_number) where phone_number <> '';

-- Which restaurants see each other's guest records, set by the chain admin: one row for the chain (none: 'all').
create table guest_sharing (
  chain boolean primary key default true check (chain),
  mode text not null check (mode in ('all', 'own', 'chosen')),
  site_ids uuid[] not null default '{}',
  updated_at timestamptz not null,
  updated_by uuid references staff(id)
);
