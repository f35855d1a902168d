/**
 * A guest's booking, from the checked request to the answer: the one owner of its transaction. The rules are checked
 * again before any lock, the tables are seated under the day's lock (./booking.ts), and under an Idempotency-Key the
 * request is answered once however often it is sent (./idempotency.ts). Errors of the database that mean something
 * to the guest become theirs here: a deal code used meanwhile, a time taken meanwhile.
 */
import { consentByTick } from './consent';
import type { CreateReservationBody } from '../../shared/api/requests';
import type { ReservationAnswer } from '../../shared/api/types';
import type { FlowRules } from '../../shared/promotions';
import type { Transaction } from '../db/client';
import { claimIdempotencyKey, storeAnswer } from '../db/idempotency';
import { recordDealCodeUse } from '../db/deal-codes';
import { siteDayLock, takeLocks } from '../db/locks';
import { isDealCodeUsed, isKnownDealCode } from '../db/deal-codes';
import { isConnectionLost } from '../db/faults';
import type { ReferenceData } from '../db/reference';
import {
  countUpcoming,
  guestBookingLocks,
  listHeldStaysAround,
  type Guest,
  type ReservationRow,
} from '../db/reservations';
import { findDoubleBooking } from '../../shared/slots/double-booking';
import type { SiteRow } from '../db/sites';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/errors';
import { bookingsMade, waitlistClaims } from '../observability/metrics';
import { busyTables } from '../db/sites';
import { markClaimed, takeHeldOffer, type WaitlistRow } from '../db/waitlist';
import { isOfferLive } from '../../shared/waitlist/match';
import {
  holdsRequest,
  requestOfToken,
  waitlistChannelUnproven,
  waitlistOfferGone,
  waitlistOfferMismatch,
} from './waitlist';
import {
  checkSlotRules,
  dealCodeInvalid,
  dealCodeUsed,
  notesWithActivator,
  notifyBooking,
  seatNewReservation,
  timeTaken,
} from './booking';
import { requestHashOf, storedAnswer, type KeptAnswer } from './idempotency';
import { toReservation } from './reservation-view';
import { pgCode, pgConstraint, withRetries } from './retry';
import { stayMinutes } from './tables';

/** A booking as the route parsed it. */
export interface BookingRequest {
  site: SiteRow;
  /** The reference data the site was read from: the rules, the tables and the settings are judged by one version. */
  reference: ReferenceData;
  guest: Guest;
  body: CreateReservationBody;
  /** The phone number, cleaned. */
  phone: string;
  flow: FlowRules | undefined;
  /** The deal code, in capitals. */
  dealCode: string | undefined;
  /** The guest's Idempotency-Key, with the body as sent (the key is kept with its hash). */
  idempotency?: { key: string; sent: unknown };
}

/** Two bookings drew the same number, or two requests the same key at once: the loser runs again. */
const RETRY_ON_UNIQUE = new Set(['reservations_number_key', 'idempotency_keys_pkey']);
/** A deal code used by another booking meanwhile (one use per code). */
const DEAL_CODE_USED = new Set(['deal_code_uses_pkey']);

const isUniqueViolation = (error: unknown, constraints: ReadonlySet<string>) =>
  pgCode(error) === '23505' && constraints.has(pgConstraint(error) ?? '');

/** Inserts the reservation with its tables and deal-code use, and queues its confirmation. */
async function insertBooking(
  tx: Transaction,
  deps: AppDeps,
  site: SiteRow,
  body: CreateReservationBody & { phone_number: string; notes: string },
  guest: Guest,
  dealCode: string | undefined,
  reference?: ReferenceData,
  claim?: WaitlistRow,
): Promise<ReservationRow> {
  const typed = { email: body.email, phone: body.phone_number };
  await takeLocks(tx, [siteDayLock(site.id, body.date), ...guestBookingLocks(guest, typed)]);
  const now = deps.now();
  if ((await countUpcoming(tx, guest, typed, now)) >= deps.config.maxUpcomingBookings)
    throw new ApiError({
      status: 409,
      code: 'too_many_bookings',
      message: `A guest can hold at most ${deps.config.maxUpcomingBookings} upcoming reservations online`,
    });
  if (!body.allow_double) await refuseDouble(tx, site, body, guest, now);
  const { row } = await seatNewReservation(
    tx,
    site,
    {
      user_id: guest.userId,
      date: body.date,
      time: body.time,
      party_size: body.party_size,
      first_name: body.first_name,
      last_name: body.last_name,
      email: body.email,
      phone_number: body.phone_number,
      child_seats: body.child_seats,
      wheelchair_users: body.wheelchair_users,
      notes: body.notes,
      remarks: body.remarks,
      flow: body.flow ?? null,
      deal_code: dealCode ?? null,
      language: body.language,
    },
    now,
    reference,
    claim ? (stay) => heldTablesOf(tx, claim, stay, now) : undefined,
  );
  if (claim) await markClaimed(tx, claim.id, row.id, now);
  if (dealCode) await recordDealCodeUse(tx, dealCode, row.id, now);
  // The tick on the details step, from a guest a code just proved: recorded first, so the confirmation already
  // carries the link that withdraws it. An unticked box withdraws nothing (that is the profile's and the link's).
  if (body.subscribed)
    await consentByTick(
      tx,
      { userId: guest.userId, given: true, language: body.language, source: 'booking' },
      now,
    );
  await notifyBooking(tx, deps, 'booking_confirmed', row, site);
  return row;
}

/**
 * 409 possible_double, naming the booking, when the guest already holds one whose stay overlaps this one's, here or
 * at another restaurant (shared/slots/double-booking.ts). Read under the guest's booking locks, so a request sent
 * twice at once is judged after the first is written. Only the guest's own bookings count: never one made under a
 * contact they only typed, which would tell them someone else's booking.
 */
async function refuseDouble(
  tx: Transaction,
  site: SiteRow,
  body: CreateReservationBody,
  guest: Guest,
  now: number,
): Promise<void> {
  const held = await listHeldStaysAround(tx, guest, body.date, now);
  const double = findDoubleBooking(held, {
    siteId: site.id,
    date: body.date,
    time: body.time,
    minutes: stayMinutes(body.party_size, site.stay_minutes),
  });
  if (!double) return;
  const { held: existing, sameSite } = double;
  throw new ApiError({
    status: 409,
    code: 'possible_double',
    message: 'possibleDouble',
    facts: {
      existing: {
        number: existing.number,
        site_id: existing.siteId,
        site_name: existing.siteName,
        date: existing.date,
        time: existing.time,
        party_size: existing.partySize,
        same_site: sameSite,
      },
    },
  });
}

/**
 * The tables a waitlist offer holds for its claiming booking, taken from the offer under the day's lock: 409
 * waitlist_offer_gone when it no longer holds them, 409 conflict should a booking hold them meanwhile.
 */
async function heldTablesOf(
  tx: Transaction,
  claim: WaitlistRow,
  stay: { startsAt: number; endsAt: number },
  now: number,
): Promise<string[]> {
  const tables = await takeHeldOffer(tx, claim.id, now);
  if (!tables) throw waitlistOfferGone();
  if ((await busyTables(tx, tables, stay.startsAt, stay.endsAt)).length > 0) throw timeTaken();
  return tables;
}

/**
 * The waitlist request a booking claims, checked before any lock: held by this guest's proven contact, at this
 * restaurant, offered and still held, for the offer's date, time and party size.
 */
async function claimedRequest(deps: AppDeps, request: BookingRequest): Promise<WaitlistRow | undefined> {
  const token = request.body.waitlist_offer;
  if (token === undefined) return undefined;
  const row = await requestOfToken(deps.db, token);
  if (row.site_id !== request.site.id) throw waitlistOfferMismatch();
  if (!holdsRequest(row, request.guest)) throw waitlistChannelUnproven();
  if (
    row.state !== 'offered' ||
    row.offer_status !== 'held' ||
    row.offer_expires_at_ms === null ||
    !isOfferLive(row.offer_expires_at_ms, deps.now())
  )
    throw waitlistOfferGone();
  const { body } = request;
  if (body.date !== row.date || body.time !== row.offer_time || body.party_size !== row.offer_party_size)
    throw waitlistOfferMismatch();
  return row;
}

/** Makes the booking, or gives the answer its Idempotency-Key already gave; 201 with the reservation when made. */
export async function createBooking(deps: AppDeps, request: BookingRequest): Promise<KeptAnswer> {
  const { site, reference, guest, body, flow, dealCode } = request;
  if (dealCode && !(await isKnownDealCode(deps.db, dealCode))) throw dealCodeInvalid();
  const requestHash = request.idempotency ? requestHashOf(site.id, request.idempotency.sent) : '';
  // A key is the guest's own: another guest's same key is another request.
  const key = request.idempotency ? `${guest.userId}:${request.idempotency.key}` : undefined;
  if (key) {
    const replay = await storedAnswer(deps.db, key, requestHash);
    if (replay) return replay;
  }
  if (dealCode && (await isDealCodeUsed(deps.db, dealCode))) throw dealCodeUsed();
  const claim = await claimedRequest(deps, request);
  await checkSlotRules(
    deps,
    site,
    {
      date: body.date,
      time: body.time,
      partySize: body.party_size,
      ...(flow ? { flow } : {}),
      ...(dealCode ? { dealCode } : {}),
    },
    reference,
  );
  const booking = { ...body, phone_number: request.phone, notes: notesWithActivator(body.notes, flow) };
  // Under its Idempotency-Key a booking whose connection died runs once more, safely: had it committed, the key
  // answers as it did then. Without a key it may have committed, so the guest is told 503 and tries again.
  let retriedLostConnection = false;
  const retryAfterLostConnection = (error: unknown): boolean => {
    if (key === undefined || retriedLostConnection || !isConnectionLost(error)) return false;
    retriedLostConnection = true;
    return true;
  };
  // A booking is counted made once its transaction commits, never for a replayed answer.
  let made = false;
  try {
    const answer = await withRetries(
      deps.db,
      async (tx): Promise<KeptAnswer> => {
        made = false;
        if (key) {
          const claimed = await claimIdempotencyKey(tx, key, requestHash, deps.now());
          // Another request with this key committed first (we waited for it): answer as it did.
          if (!claimed)
            return (await storedAnswer(tx, key, requestHash)) ?? { status: 409, body: timeTaken().body };
        }
        const row = await insertBooking(tx, deps, site, booking, guest, dealCode, reference, claim);
        made = true;
        const result = {
          status: 201,
          body: { reservation: toReservation(row, deps.now()) } satisfies ReservationAnswer as object,
        };
        if (key) await storeAnswer(tx, key, result.status, result.body);
        return result;
      },
      {
        isRetryable: (error) => isUniqueViolation(error, RETRY_ON_UNIQUE) || retryAfterLostConnection(error),
        onExhausted: timeTaken,
      },
    );
    if (made) bookingsMade.inc();
    if (made && claim) waitlistClaims.inc();
    return answer;
  } catch (error) {
    if (isUniqueViolation(error, DEAL_CODE_USED)) throw dealCodeUsed();
    throw error;
  }
}
