-- Demand turned away: a guest's search in the widget that found no bookable time (the restaurant, the date asked
-- for, the party and the part of the day), and where that guest booked later in the same widget visit. Nothing
-- about the guest is kept: no address, no name; the visit id is a random id the widget made for one visit, kept only
-- to link the search to a booking of that visit and to count repeated searches once, and forgotten after a day
-- (server/db/prune.ts).
create table turned_away_searches (
  id bigint generated always as identity primary key,
  site_id uuid not null references sites(id),
  date date not null,
  party_size integer not null check (party_size between 1 and 99),
  -- The part of the day the guest asked for ('morning', 'afternoon', 'evening'), or 'day' for the whole day.
  day_part text not null check (day_part in ('day', 'morning', 'afternoon', 'evening')),
  visit_id text,
  searched_at timestamptz not null,
  -- The booking made later in the same visit, at this restaurant or another; null when none was.
  booked_reservation_id text references reservations(id) on delete set null
);

-- One search of one visit counts once, however often the guest comes back to it; a booking finds its visit's searches
-- by this index too.
create unique index turned_away_searches_once
  on turned_away_searches (visit_id, site_id, date, party_size, day_part);
-- The figures read a range of dates of some restaurants.
create index turned_away_searches_site_date on turned_away_searches (site_id, date);
