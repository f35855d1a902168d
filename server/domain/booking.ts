/**
 * The steps of creating and changing reservations (./create-booking.ts, ./move.ts, the walk-in): every shared rule is
 * checked again, tables are assigned inside one transaction that locks the site's day, and the exclusion constraint
 * on reservation_tables is the last guard across processes.
 */
import type { Language } from '../../shared/constants';
import { checkSlot } from '../../shared/slots';
import { combineDateTime } from '../../shared/time';
import type { FlowRules } from '../../shared/promotions';
import type { Queryable, Transaction } from '../db/client';
import type { ReferenceData } from '../db/reference';
import { loadSiteDay, loadSiteDayRulesOnly } from '../db/site-day';
import type { SiteRow } from '../db/sites';
import { bookTables, insertReservation, type NewReservation, type ReservationRow } from '../db/reservations';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/errors';
import type { BookingKind, BookingNotification, PreviousSlot } from '../notify/types.js';
import { rawSessions, slotQuery } from './availability';
import { checkCalendarDate, flowOf } from './inputs';
import { assignTables, busyDuring, stayMinutes } from './tables';
import { newReservationId, newReservationNumber } from './tokens';

const MINUTE = 60_000;

export const timeTaken = () =>
  new ApiError({ status: 409, code: 'conflict', message: 'timeNoLongerAvailable' });
export const dealCodeUsed = () =>
  new ApiError({ status: 409, code: 'deal_code_used', message: 'dealCodeUsed', field: 'deal_code' });
export const dealCodeInvalid = () =>
  new ApiError({ status: 422, code: 'deal_code_invalid', message: 'dealCodeInvalid', field: 'deal_code' });

export interface SlotWish {
  date: string;
  time: string;
  partySize: number;
  flow?: FlowRules;
  dealCode?: string;
}

/**
 * The shared slot rules, checked before any lock is taken (every table counted free). `reference` is the reference
 * data the request read its site from (read afresh when absent), so one request judges by one version of them.
 */
export async function checkSlotRules(
  deps: AppDeps,
  site: SiteRow,
  wish: SlotWish,
  reference?: ReferenceData,
): Promise<void> {
  checkCalendarDate(wish.date);
  // The restaurant's own largest group online, in the guest's message maxGroupSize (shared/messages.ts).
  if (wish.partySize > site.max_group_online)
    throw new ApiError({
      status: 422,
      code: 'group_too_large',
      message: 'maxGroupSize',
      field: 'party_size',
      values: { value: site.max_group_online },
      facts: { value: site.max_group_online },
    });
  const day = await loadSiteDayRulesOnly(deps.db, site, reference);
  const context = {
    ...(wish.flow ? { flow: wish.flow } : {}),
    ...(wish.dealCode ? { dealCode: wish.dealCode } : {}),
  };
  const sessions = rawSessions(day, wish.date, wish.partySize, deps.now(), true);
  const check = checkSlot({
    ...slotQuery(day, wish.date, wish.partySize, sessions, context),
    time: wish.time,
  });
  if (check.bookable) return;
  const { refusal } = check;
  if (refusal.messageKey === 'timeNoLongerAvailable') throw timeTaken();
  throw new ApiError({
    status: 422,
    code: refusal.code,
    message: refusal.messageKey,
    field: refusal.code.startsWith('group') ? 'party_size' : 'date',
    values: refusal.values,
  });
}

/**
 * Assigns tables for the stay inside the locked transaction, or throws 409. The tables are the reference data's the
 * request read its site from (`reference`; read afresh when absent); which of them are taken is read here, locked.
 */
export async function assignForStay(
  tx: Transaction,
  site: SiteRow,
  date: string,
  time: string,
  partySize: number,
  { excludeReservationId = '', reference }: { excludeReservationId?: string; reference?: ReferenceData } = {},
) {
  const day = await loadSiteDay(tx, site, date, excludeReservationId, reference);
  const startsAt = combineDateTime(date, time);
  const endsAt = startsAt + stayMinutes(partySize, site.stay_minutes) * MINUTE;
  const tables = assignTables(day.tables, busyDuring(day.busy, startsAt, endsAt), partySize);
  if (!tables) throw timeTaken();
  return { tables, startsAt, endsAt };
}

/**
 * The notes with the flow's activator text added when the guest's notes lack it (its activatorNote,
 * shared/promotions).
 */
export function notesWithActivator(notes: string, flow: FlowRules | undefined): string {
  const activator = flow?.activatorNote();
  if (!flow || !activator || flow.notesActivate(notes)) return notes;
  return notes ? `${notes}\n${activator}` : activator;
}

/** A reservation's own details: what seatNewReservation does not decide itself. */
export type ReservationDetails = Omit<NewReservation, 'id' | 'number' | 'site_id' | 'starts_at' | 'ends_at'>;

/**
 * Seats a new reservation inside the caller's locked transaction: its tables assigned for the stay (409 when none is
 * free) or chosen by the host (`chooseTables`), the reservation inserted with a new id and number, its tables
 * booked. A guest's booking and a walk-in both start here.
 */
export async function seatNewReservation(
  tx: Transaction,
  site: SiteRow,
  details: ReservationDetails,
  now: number,
  reference?: ReferenceData,
  chooseTables?: (stay: { startsAt: number; endsAt: number }) => Promise<string[]>,
): Promise<{ row: ReservationRow; tables: string[] }> {
  const { tables, startsAt, endsAt } = chooseTables
    ? await chosenStay(site, details, chooseTables)
    : await assignForStay(tx, site, details.date, details.time, details.party_size, { reference });
  const row = await insertReservation(
    tx,
    {
      ...details,
      id: newReservationId(),
      number: newReservationNumber(),
      site_id: site.id,
      starts_at: startsAt,
      ends_at: endsAt,
    },
    now,
  );
  await bookTables(tx, row.id, tables, startsAt, endsAt);
  return { row, tables };
}

/** The stay of a party the host seats on tables of their own choosing (`choose` checks them, or throws). */
async function chosenStay(
  site: SiteRow,
  details: ReservationDetails,
  choose: (stay: { startsAt: number; endsAt: number }) => Promise<string[]>,
) {
  const startsAt = combineDateTime(details.date, details.time);
  const endsAt = startsAt + stayMinutes(details.party_size, site.stay_minutes) * MINUTE;
  return { tables: await choose({ startsAt, endsAt }), startsAt, endsAt };
}

/** Queues the e-mail about a booking, a change or a cancellation, in the caller's transaction. */
export async function notifyBooking(
  tx: Queryable,
  deps: AppDeps,
  kind: BookingKind,
  row: ReservationRow,
  site: SiteRow,
  previous?: PreviousSlot,
): Promise<void> {
  const notification = bookingNotification(deps, kind, row, site);
  await deps.enqueue(tx, previous ? { ...notification, previous } : notification);
}

/** The e-mail about a booking (also the source of the success page's calendar download, so both carry the same event). */
export function bookingNotification(
  deps: Pick<AppDeps, 'config'>,
  kind: BookingKind,
  row: ReservationRow,
  site: SiteRow,
  language: Language = row.language,
): BookingNotification {
  const base = deps.config.publicWidgetUrl;
  const promotion = flowOf(row.flow);
  return {
    kind,
    channel: 'email',
    to: row.email,
    language,
    reservation: {
      number: row.number,
      id: row.id,
      site_name: row.site_name,
      site_address: row.site_address,
      site_phone: row.site_phone,
      date: row.date,
      time: row.time,
      party_size: row.party_size,
      first_name: row.first_name,
      last_name: row.last_name,
      // The stay was decided once, when the tables were booked: the row's own end.
      duration_minutes: Math.round(
        (new Date(row.ends_at).getTime() - new Date(row.starts_at).getTime()) / 60_000,
      ),
      ...(promotion ? { promotion: promotion.promotion.title[language] } : {}),
      ...(row.remarks ? { remarks: row.remarks } : {}),
    },
    manageUrl: `${base}/${row.id}/u`,
    cancelUrl: `${base}/${row.id}/d`,
  };
}
