/**
 * The waitlist's rules (docs/waitlist.md): which waiting request a freed table goes to, in what order, how long an
 * offer holds its table, and when a request stops waiting. Pure: the server reads the day and asks these.
 */
import { WAITLIST_HOLD_MINUTES, WAITLIST_MAX_WINDOW_MINUTES } from '../constants';
import { minutesOfDay } from '../time/clock';
import { combineDateTime } from '../time/instant';

/** A request in line, as the rules need it. */
export interface WaitingRequest {
  id: string;
  /** When the guest joined, epoch ms: first joined, first served. */
  joined_at: number;
  /** The order of arrival, for two joined in the same millisecond. */
  line: number;
  /** The window of starts, 'HH:mm' (both included). */
  from: string;
  until: string;
  party_size: number;
}

/** What a freed table is offered as: the request and the start within its window (its time span). */
export interface WaitlistMatch<R extends WaitingRequest> {
  request: R;
  time: string;
}

/**
 * The order of the line: first joined, first served; two joined in the same millisecond go by their order of
 * arrival, so every process sees one order.
 * @example [b, a].sort(byJoining) // a joined 18:01, b 18:02 → [a, b]
 */
export function byJoining(a: WaitingRequest, b: WaitingRequest): number {
  return a.joined_at - b.joined_at || a.line - b.line;
}

/**
 * Whether a start lies in a request's window, both ends included ('18:30'–'20:00' takes 18:30 and 20:00).
 * @example inWindow('19:00', '18:30', '20:00') //=> true
 */
export function inWindow(time: string, from: string, until: string): boolean {
  const minutes = minutesOfDay(time);
  return minutes >= minutesOfDay(from) && minutes <= minutesOfDay(until);
}

/**
 * The first request in line that a free start fits, with the earliest such start within its time span. `freeStarts` answers
 * the starts bookable online for a party (a table or combination free for the whole stay under the site's rules), in
 * order; it is asked once per party size. A larger party ahead in line that nothing fits does not stop a smaller
 * one behind it.
 * @example matchWaitlist([{ id: 'a', joined_at: 1, line: 1, from: '18:30', until: '20:00', party_size: 2 }], () => ['19:15'])
 * //=> { request: …a, time: '19:15' }
 */
export function matchWaitlist<R extends WaitingRequest>(
  requests: readonly R[],
  freeStarts: (partySize: number) => readonly string[],
): WaitlistMatch<R> | undefined {
  const starts = new Map<number, readonly string[]>();
  for (const request of [...requests].sort(byJoining)) {
    let free = starts.get(request.party_size);
    if (!free) starts.set(request.party_size, (free = freeStarts(request.party_size)));
    const time = free.find((start) => inWindow(start, request.from, request.until));
    if (time) return { request, time };
  }
  return undefined;
}

/**
 * When an offer made at `offeredAt` (epoch ms) stops holding its table: WAITLIST_HOLD_MINUTES later.
 * @example offerExpiresAt(0) //=> 900000
 */
export function offerExpiresAt(offeredAt: number): number {
  return offeredAt + WAITLIST_HOLD_MINUTES * 60_000;
}

/**
 * Whether an offer still holds its table at `now`: up to, not at, its expiry.
 * @example isOfferLive(900000, 899999) //=> true; isOfferLive(900000, 900000) //=> false
 */
export function isOfferLive(expiresAt: number, now: number): boolean {
  return now < expiresAt;
}

/**
 * When a request stops waiting: at its window's start on its date (Amsterdam), epoch ms. The list closes then.
 * @example closesAt('2026-06-01', '18:30') // 2026-06-01T16:30:00Z
 */
export function closesAt(date: string, from: string): number {
  return combineDateTime(date, from);
}

/**
 * Whether a window starting at `from` on `date` may still be joined at `now`: up to, not at, its start (closesAt).
 * The join refuses a later one (waitlist_closed), and the widget offers only these starts (window-choices.ts).
 * @example isWindowOpen('2026-06-01', '18:30', Date.parse('2026-06-01T16:29:59Z')) //=> true
 * @example isWindowOpen('2026-06-01', '18:30', Date.parse('2026-06-01T16:30:00Z')) //=> false
 */
export function isWindowOpen(date: string, from: string, now: number): boolean {
  return now < closesAt(date, from);
}

/**
 * What is wrong with a window a guest asks for, or undefined: its end before its start, or wider than
 * WAITLIST_MAX_WINDOW_MINUTES. (Whether its times are open that day the server checks against the opening hours.)
 * @example windowProblem('20:00', '18:30') //=> 'reversed'; windowProblem('18:30', '18:30') //=> undefined
 */
export function windowProblem(from: string, until: string): 'reversed' | 'too_wide' | undefined {
  const width = minutesOfDay(until) - minutesOfDay(from);
  if (width < 0) return 'reversed';
  if (width > WAITLIST_MAX_WINDOW_MINUTES) return 'too_wide';
  return undefined;
}
