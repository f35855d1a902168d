-- Messages in the order they were written, even when two share a clock reading (PGlite's clock_timestamp() can tie
-- within a millisecond): the development outbox lists a recipient's newest first, and tests read the latest code.
alter table notification_outbox add column if not exists written bigserial;
