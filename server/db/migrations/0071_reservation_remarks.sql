-- Issue 29: what the guest tells the restaurant (an allergy, an occasion), at most 200 characters
-- (shared/reservation-form.ts REMARKS_MAX_LENGTH). Its own column, apart from the notes: the notes carry a promotion's
-- activator text, which activates the offer, and the stand's corrections; a guest's words must neither activate an
-- offer nor be overwritten by them.
alter table reservations add column remarks text not null default '';
