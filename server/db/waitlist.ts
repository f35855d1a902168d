/** The guest waitlist's rows (migration 0072): requests, their offers with held tables, and the days to check. */
import { randomUUID } from 'node:crypto';
import type { WaitlistChannel, WaitlistState } from '../../shared/api/waitlist';
import type { Language } from '../../shared/constants';
import type { Queryable } from './client';

/** A request with its offer, if it had one. */
export interface WaitlistRow {
  id: string;
  token: string;
  site_id: string;
  user_id: string | null;
  date: string;
  window_from: string;
  window_until: string;
  party_size: number;
  first_name: string;
  last_name: string;
  channel: WaitlistChannel;
  contact: string;
  language: Language;
  state: WaitlistState;
  joined_at_ms: number;
  /** The order of arrival (a sequence), for two joined in the same millisecond. */
  line: number;
  closes_at_ms: number;
  offer_time: string | null;
  offer_party_size: number | null;
  offer_table_ids: string[] | null;
  offer_status: 'held' | 'claimed' | 'expired' | 'declined' | 'withdrawn' | null;
  offer_expires_at_ms: number | null;
  offered_by: string | null;
  reservation_id: string | null;
}

type RawRow = Omit<
  WaitlistRow,
  'joined_at_ms' | 'closes_at_ms' | 'offer_expires_at_ms' | 'offer_party_size' | 'line'
> & {
  joined_at_ms: string;
  line: string;
  closes_at_ms: string;
  offer_expires_at_ms: string | null;
  offer_party_size: number | string | null;
};

const COLUMNS = `w.id::text, w.token, w.site_id::text, w.user_id::text, to_char(w.date, 'YYYY-MM-DD') as date,
  w.window_from, w.window_until, w.party_size, w.first_name, w.last_name, w.channel, w.contact, w.language, w.state,
  (extract(epoch from w.joined_at) * 1000)::bigint as joined_at_ms, w.line,
  (extract(epoch from w.closes_at) * 1000)::bigint as closes_at_ms,
  o.time as offer_time, o.party_size as offer_party_size, o.table_ids::text[] as offer_table_ids,
  o.status as offer_status, (extract(epoch from o.expires_at) * 1000)::bigint as offer_expires_at_ms,
  o.offered_by::text as offered_by, o.reservation_id`;
const FROM = `waitlist_requests w left join waitlist_offers o on o.request_id = w.id`;

const toRow = (raw: RawRow): WaitlistRow => ({
  ...raw,
  joined_at_ms: Number(raw.joined_at_ms),
  line: Number(raw.line),
  closes_at_ms: Number(raw.closes_at_ms),
  offer_expires_at_ms: raw.offer_expires_at_ms === null ? null : Number(raw.offer_expires_at_ms),
  offer_party_size: raw.offer_party_size === null ? null : Number(raw.offer_party_size),
});

async function select(db: Queryable, where: string, params: unknown[], tail = ''): Promise<WaitlistRow[]> {
  const { rows } = await db.query<RawRow>(`select ${COLUMNS} from ${FROM} where ${where} ${tail}`, params);
  return rows.map(toRow);
}

export interface NewWaitlistRequest {
  token: string;
  site_id: string;
  user_id: string;
  date: string;
  window_from: string;
  window_until: string;
  party_size: number;
  first_name: string;
  last_name: string;
  channel: WaitlistChannel;
  contact: string;
  language: Language;
  closes_at_ms: number;
}

/** Inserts a waiting request; the unique index of open requests refuses a second one for the contact and day. */
export async function insertWaitlistRequest(
  db: Queryable,
  request: NewWaitlistRequest,
  now: number,
): Promise<WaitlistRow> {
  const id = randomUUID();
  await db.query(
    `insert into waitlist_requests (id, token, site_id, user_id, date, window_from, window_until, party_size,
       first_name, last_name, channel, contact, language, joined_at, closes_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [
      id,
      request.token,
      request.site_id,
      request.user_id,
      request.date,
      request.window_from,
      request.window_until,
      request.party_size,
      request.first_name,
      request.last_name,
      request.channel,
      request.contact,
      request.language,
      new Date(now),
      new Date(request.closes_at_ms),
    ],
  );
  return (await waitlistRequestById(db, id))!;
}

export async function waitlistRequestById(db: Queryable, id: string): Promise<WaitlistRow | undefined> {
  return (await select(db, 'w.id = $1', [id]))[0];
}

export async function waitlistRequestByToken(db: Queryable, token: string): Promise<WaitlistRow | undefined> {
  return (await select(db, 'w.token = $1', [token]))[0];
}

/** A guest's requests at a restaurant from `since` on: their account's and those under a contact they proved. */
export async function guestWaitlist(
  db: Queryable,
  siteId: string,
  guest: { userId: string; contacts: readonly string[] },
  since: string,
): Promise<WaitlistRow[]> {
  return select(
    db,
    `w.site_id = $1 and w.date >= $2 and (w.user_id = $3 or w.contact = any($4::text[]))`,
    [siteId, since, guest.userId, guest.contacts],
    'order by w.date, w.joined_at, w.line',
  );
}

/** A restaurant's requests of a date, every state, in order of joining. */
export async function dayWaitlist(db: Queryable, siteId: string, date: string): Promise<WaitlistRow[]> {
  return select(db, 'w.site_id = $1 and w.date = $2', [siteId, date], 'order by w.joined_at, w.line');
}

/** The requests of a day still waiting at `now` (their window not begun), in order of joining. */
export async function waitingRequests(
  db: Queryable,
  siteId: string,
  date: string,
  now: number,
): Promise<WaitlistRow[]> {
  return select(
    db,
    `w.site_id = $1 and w.date = $2 and w.state = 'waiting' and w.closes_at > $3`,
    [siteId, date, new Date(now)],
    'order by w.joined_at, w.line',
  );
}

/**
 * Offers a table to a waiting request: the offer row with its held tables and the request marked offered. Answers
 * false when the request no longer waits (it was offered, left or closed meanwhile). A second offer for the same
 * request is refused by the unique request_id as well.
 */
export async function insertOffer(
  db: Queryable,
  offer: {
    request_id: string;
    site_id: string;
    date: string;
    time: string;
    party_size: number;
    table_ids: readonly string[];
    from_ms: number;
    to_ms: number;
    expires_at_ms: number;
    offered_by: string | null;
  },
  now: number,
): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    `update waitlist_requests set state = 'offered' where id = $1 and state = 'waiting' returning id::text`,
    [offer.request_id],
  );
  if (rows.length === 0) return false;
  await db.query(
    `insert into waitlist_offers (id, request_id, site_id, date, time, party_size, table_ids, during, offered_at,
       expires_at, offered_by)
     values ($1, $2, $3, $4, $5, $6, $7::uuid[], tstzrange($8, $9), $10, $11, $12)`,
    [
      randomUUID(),
      offer.request_id,
      offer.site_id,
      offer.date,
      offer.time,
      offer.party_size,
      offer.table_ids,
      new Date(offer.from_ms),
      new Date(offer.to_ms),
      new Date(now),
      new Date(offer.expires_at_ms),
      offer.offered_by,
    ],
  );
  return true;
}

/**
 * Ends an open request: `left` or `declined` (an offered one's hold ends with it, withdrawn or declined). Answers
 * whether it was open.
 */
export async function endRequest(
  db: Queryable,
  id: string,
  state: 'left' | 'declined',
  now: number,
): Promise<boolean> {
  const { rows } = await db.query(
    `update waitlist_requests set state = $2, ended_at = $3 where id = $1 and state in ('waiting', 'offered')
     returning id`,
    [id, state, new Date(now)],
  );
  if (rows.length === 0) return false;
  await db.query(`update waitlist_offers set status = $2 where request_id = $1 and status = 'held'`, [
    id,
    state === 'declined' ? 'declined' : 'withdrawn',
  ]);
  return true;
}

/**
 * Takes the held offer of a request for the booking claiming it: answers its tables, or undefined when it no longer
 * holds them at `now` (expired, declined, claimed).
 */
export async function takeHeldOffer(
  db: Queryable,
  requestId: string,
  now: number,
): Promise<string[] | undefined> {
  const { rows } = await db.query<{ table_ids: string[] }>(
    `update waitlist_offers set status = 'claimed' where request_id = $1 and status = 'held' and expires_at > $2
     returning table_ids::text[] as table_ids`,
    [requestId, new Date(now)],
  );
  return rows[0]?.table_ids;
}

/** The claim's booking, on its offer and request. */
export async function markClaimed(
  db: Queryable,
  requestId: string,
  reservationId: string,
  now: number,
): Promise<void> {
  await db.query(`update waitlist_offers set reservation_id = $2 where request_id = $1`, [
    requestId,
    reservationId,
  ]);
  await db.query(`update waitlist_requests set state = 'claimed', ended_at = $2 where id = $1`, [
    requestId,
    new Date(now),
  ]);
}

/** Whether the sweep has anything to do at `now`: a plain read, so an idle tick writes nothing. */
export async function waitlistDue(db: Queryable, now: number): Promise<boolean> {
  const { rows } = await db.query<{ due: boolean }>(
    `select exists (select 1 from waitlist_offers where status = 'held' and expires_at <= $1)
         or exists (select 1 from waitlist_requests where state = 'waiting' and closes_at <= $1)
         or exists (select 1 from waitlist_checks) as due`,
    [new Date(now)],
  );
  return rows[0]?.due === true;
}

/** Expires the offers whose hold ran out (their days are queued for a check by the trigger); answers how many. */
export async function expireOffers(db: Queryable, now: number): Promise<number> {
  const { rows } = await db.query<{ request_id: string }>(
    `update waitlist_offers set status = 'expired' where status = 'held' and expires_at <= $1
     returning request_id::text`,
    [new Date(now)],
  );
  if (rows.length === 0) return 0;
  await db.query(
    `update waitlist_requests set state = 'expired', ended_at = $2 where id = any($1::uuid[]) and state = 'offered'`,
    [rows.map((row) => row.request_id), new Date(now)],
  );
  return rows.length;
}

/** Closes the requests still waiting whose window has begun; answers how many. */
export async function closeBegunRequests(db: Queryable, now: number): Promise<number> {
  const { rows } = await db.query(
    `update waitlist_requests set state = 'closed', ended_at = $1 where state = 'waiting' and closes_at <= $1
     returning id`,
    [new Date(now)],
  );
  return rows.length;
}

/** The days queued for a check, oldest first. */
export async function queuedChecks(
  db: Queryable,
  limit: number,
): Promise<Array<{ site_id: string; date: string }>> {
  const { rows } = await db.query<{ site_id: string; date: string }>(
    `select site_id::text, to_char(date, 'YYYY-MM-DD') as date from waitlist_checks order by due_at limit $1`,
    [limit],
  );
  return rows;
}

/** Takes a day's queued check (in the check's own transaction, under the day's lock). */
export async function takeCheck(db: Queryable, siteId: string, date: string): Promise<void> {
  await db.query(`delete from waitlist_checks where site_id = $1 and date = $2`, [siteId, date]);
}

/** Queues a day's check (when it has a waiting request). */
export async function queueCheck(db: Queryable, siteId: string, date: string): Promise<void> {
  await db.query(`select queue_waitlist_check($1::uuid, $2::date)`, [siteId, date]);
}

/** The labels of tables, by id. */
export async function tableLabels(db: Queryable, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: string; label: string }>(
    `select id::text, label from site_tables where id = any($1::uuid[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.label]));
}

/** The numbers of reservations, by id. */
export async function reservationNumbers(
  db: Queryable,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: string; number: string }>(
    `select id, number from reservations where id = any($1::text[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.number]));
}

/** The requests of restaurants over a range of dates, for the figures: each one's site, state and whether offered. */
export async function rangeWaitlist(
  db: Queryable,
  siteIds: readonly string[],
  from: string,
  to: string,
): Promise<Array<{ site_id: string; state: WaitlistState; offered: boolean }>> {
  const { rows } = await db.query<{ site_id: string; state: WaitlistState; offered: boolean }>(
    `select w.site_id::text, w.state, (o.id is not null) as offered
       from waitlist_requests w left join waitlist_offers o on o.request_id = w.id
      where w.site_id = any($1::uuid[]) and w.date between $2 and $3`,
    [siteIds, from, to],
  );
  return rows;
}
