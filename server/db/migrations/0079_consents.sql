-- Consent to offers and news, kept as a record (docs/privacy.md): each time a guest gives or withdraws it, when,
-- where (the booking's tick, the profile, an e-mail's link) and the very words they were shown, in their language.
-- users.subscribed stays the current answer, changed only together with a record.
create table consents (
  id bigint generated always as identity primary key,
  user_id uuid not null references users(id) on delete cascade,
  topic text not null check (topic in ('offers_and_news')),
  given boolean not null,
  words text not null,
  language text not null check (language in ('en', 'nl')),
  source text not null check (source in ('booking', 'profile', 'email_link', 'before_records')),
  created_at timestamptz not null
);
create index consents_of_user on consents (user_id, created_at);

-- Guests who said yes before consents were recorded: their yes is kept, marked as such, without words.
insert into consents (user_id, topic, given, words, language, source, created_at)
  select id, 'offers_and_news', true, '', language, 'before_records', created_at from users where subscribed;

-- The withdrawal links in e-mails: one per message, stored hashed (256 random bits, as the reminders' opt-out).
create table consent_links (
  token_hash text primary key,
  user_id uuid not null references users(id) on delete cascade,
  created_at timestamptz not null
);
create index consent_links_of_user on consent_links (user_id);
