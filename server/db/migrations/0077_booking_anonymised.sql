-- A booking's personal details go some months after its date (server/db/retention.ts); the row stays for the
-- figures, marked with when it was anonymised.
alter table reservations add column anonymised_at timestamptz;
create index reservations_to_anonymise on reservations (date) where anonymised_at is null;
