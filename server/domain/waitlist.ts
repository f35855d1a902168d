/**
 * The guest's side of the waitlist (docs/waitlist.md): joining with a proven contact, reading a request by its link,
 * declining an offer, leaving. The check that offers freed tables is ./waitlist-check.ts; a claim is a booking
 * (./create-booking.ts with `waitlist_offer`).
 */
import type { JoinWaitlistBody, WaitlistChannel, WaitlistRequest } from '../../shared/api/waitlist';
import { WAITLIST_MAX_WINDOW_MINUTES } from '../../shared/constants';
import { closesAt, isOfferLive, isWindowOpen, windowProblem } from '../../shared/waitlist/match';
import { amsterdamTime, todayDate } from '../../shared/time';
import { isoWeekdayOf } from '../../shared/time/calendar';
import type { Queryable } from '../db/client';
import type { Guest } from '../db/reservations';
import type { SiteRow } from '../db/sites';
import { endRequest, insertWaitlistRequest, waitlistRequestByToken, type WaitlistRow } from '../db/waitlist';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/errors';
import { waitlistRequests } from '../observability/metrics';
import { slotTimes } from './availability';
import { pgCode } from './retry';
import { newToken } from './tokens';
import { checkCalendarDate } from './inputs';

export const waitlistClosed = () =>
  new ApiError({ status: 422, code: 'waitlist_closed', message: 'waitlistClosed' });
export const waitlistNotFound = () =>
  new ApiError({ status: 404, code: 'waitlist_not_found', message: 'waitlistNotFound' });
export const waitlistOfferGone = () =>
  new ApiError({ status: 409, code: 'waitlist_offer_gone', message: 'waitlistOfferGone' });
export const waitlistOfferMismatch = () =>
  new ApiError({ status: 422, code: 'waitlist_offer_mismatch', message: 'waitlistOfferMismatch' });
export const waitlistChannelUnproven = () =>
  new ApiError({ status: 403, code: 'waitlist_channel_unproven', message: 'waitlistChannelUnproven' });
const windowInvalid = () =>
  new ApiError({
    status: 422,
    code: 'waitlist_window_invalid',
    message: 'waitlistWindowInvalid',
    field: 'from',
    values: { hours: WAITLIST_MAX_WINDOW_MINUTES / 60 },
  });
const alreadyJoined = () =>
  new ApiError({ status: 409, code: 'waitlist_already_joined', message: 'waitlistAlreadyJoined' });

/** The contact an offer goes to by a channel, as the guest's session proved it, or undefined. */
export function provenContact(guest: Guest, channel: WaitlistChannel): string | undefined {
  return (channel === 'sms' ? guest.phone : guest.email) ?? undefined;
}

/** Whether the guest's session proved the request's contact (or the request is their account's). */
export function holdsRequest(row: Pick<WaitlistRow, 'contact' | 'user_id'>, guest: Guest): boolean {
  return row.user_id === guest.userId || row.contact === guest.phone || row.contact === guest.email;
}

/** Joins the waitlist: the window checked, the contact proven, one open request per contact and day. */
export async function joinWaitlist(
  deps: AppDeps,
  site: SiteRow,
  guest: Guest,
  body: JoinWaitlistBody,
): Promise<WaitlistRow> {
  checkCalendarDate(body.date);
  if (body.party_size > site.max_group_online)
    throw new ApiError({
      status: 422,
      code: 'group_too_large',
      message: 'maxGroupSize',
      field: 'party_size',
      values: { value: site.max_group_online },
    });
  if (windowProblem(body.from, body.until)) throw windowInvalid();
  const starts = slotTimes(site.opening_hours, isoWeekdayOf(body.date), site.slot_interval_minutes).flatMap(
    (session) => session.times,
  );
  if (!starts.some((time) => time >= body.from && time <= body.until)) throw windowInvalid();
  const now = deps.now();
  if (!isWindowOpen(body.date, body.from, now)) throw waitlistClosed();
  const closes = closesAt(body.date, body.from);
  const channel = body.channel ?? (guest.phone ? 'sms' : 'email');
  const contact = provenContact(guest, channel);
  if (!contact) throw waitlistChannelUnproven();
  try {
    const row = await insertWaitlistRequest(
      deps.db,
      {
        token: newToken(),
        site_id: site.id,
        user_id: guest.userId,
        date: body.date,
        window_from: body.from,
        window_until: body.until,
        party_size: body.party_size,
        first_name: body.first_name,
        last_name: body.last_name,
        channel,
        contact,
        language: body.language,
        closes_at_ms: closes,
      },
      now,
    );
    waitlistRequests.inc();
    return row;
  } catch (error) {
    if (pgCode(error) === '23505') throw alreadyJoined();
    throw error;
  }
}

/** The request of a link token, or 404. */
export async function requestOfToken(db: Queryable, token: string): Promise<WaitlistRow> {
  const row = await waitlistRequestByToken(db, token);
  if (!row) throw waitlistNotFound();
  return row;
}

/** Declines the live offer of a request; an offer no longer held answers 409 waitlist_offer_gone. */
export async function declineOffer(deps: AppDeps, row: WaitlistRow): Promise<void> {
  if (row.state === 'declined') return;
  if (row.state !== 'offered') throw waitlistOfferGone();
  if (!(await endRequest(deps.db, row.id, 'declined', deps.now()))) throw waitlistOfferGone();
}

/** Leaves the list (a live offer is let go with it); a request no longer open stays as it is. */
export async function leaveWaitlist(deps: AppDeps, row: WaitlistRow): Promise<void> {
  await endRequest(deps.db, row.id, 'left', deps.now());
}

/** A request as its guest sees it. */
export function toWaitlistRequest(
  row: WaitlistRow,
  site: Pick<SiteRow, 'name'>,
  now: number,
): WaitlistRequest {
  // An offer past its time reads as expired before the sweep has passed.
  const lapsed =
    row.state === 'offered' && row.offer_expires_at_ms !== null && !isOfferLive(row.offer_expires_at_ms, now);
  const closed = row.state === 'waiting' && row.closes_at_ms <= now;
  return {
    id: row.id,
    site_id: row.site_id,
    site_name: site.name,
    date: row.date,
    from: row.window_from,
    until: row.window_until,
    party_size: row.party_size,
    first_name: row.first_name,
    state: lapsed ? 'expired' : closed ? 'closed' : row.state,
    channel: row.channel,
    contact: row.contact,
    language: row.language,
    joined_at: new Date(row.joined_at_ms).toISOString(),
    closes_at: new Date(row.closes_at_ms).toISOString(),
    offer:
      row.offer_time === null || row.offer_expires_at_ms === null
        ? null
        : {
            date: row.date,
            time: row.offer_time,
            party_size: row.offer_party_size ?? row.party_size,
            expires_at: new Date(row.offer_expires_at_ms).toISOString(),
            by_host: row.offered_by !== null,
          },
    reservation_id: row.reservation_id,
  };
}

/** The day from which a guest's requests are listed: today's and later. */
export const listedFrom = (now: number): string => todayDate(now);

/** 'HH:mm' in Amsterdam of an instant (the hold's end in the offer's words). */
export const clockOf = (ms: number): string => amsterdamTime(ms).slice(0, 5);
