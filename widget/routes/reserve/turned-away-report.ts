/**
 * Telling the server of a search that found no time (shared/staff/turned-away.ts), with the visit's random id. A
 * chunk of its own, which the filter fetches when it shows no time (or none at the time the guest had chosen); the
 * filter itself never waits for it. The server checks the day again and
 * counts a search once per visit; the visit's booking carries the same id (./model), so the figures learn where the
 * guest went. Nothing about the guest is sent.
 */
import type { TurnedAwaySearchBody } from '../../../shared/api/turned-away-requests';
import { MAX_GROUP_ONLINE } from '../../../shared/constants';
import type { SessionSlot } from '../../../shared/slots/types';
import { hasBookableTime } from '../../../shared/staff/turned-away';
import { dayPart } from '../../../shared/time/day-part';
import type { Api } from '../../api/client';
import { sitePath } from '../../api/booking-endpoints';
import { newIdempotencyKey } from './logic/code';
import type { ReservationFlowModel } from './model';

/** What the filter shows, its times loaded: the restaurant's day for the party, and the time the guest had chosen. */
export interface FilterSearch {
  date: string;
  partySize: number;
  /** The time the guest had chosen (kept when a change of date, party or restaurant took it away), or null. */
  askedTime: string | null;
  /** The times shown for the party, every rule applied, on a day the restaurant and the promotion open at all. */
  slots: readonly SessionSlot[];
  flowName?: string;
}

/**
 * The search to tell when it found no time, or null: not for a party above the online maximum (they are asked to
 * phone). The part of the day asked is that of the time the guest had chosen, else the whole day. A closed day is
 * never asked here: the filter tells only an open day's search.
 * @example turnedAwaySearch({ date: '2026-12-05', partySize: 12, askedTime: null, slots: [] }) //=> { date: '2026-12-05', party_size: 12, day_part: 'day' }
 */
export function turnedAwaySearch(search: FilterSearch): Omit<TurnedAwaySearchBody, 'visit_id'> | null {
  if (search.partySize > MAX_GROUP_ONLINE) return null;
  const part = search.askedTime ? dayPart(search.askedTime) : 'day';
  if (hasBookableTime(search.slots, part)) return null;
  return {
    date: search.date,
    party_size: search.partySize,
    day_part: part,
    ...(search.flowName ? { flow: search.flowName } : {}),
  };
}

/** The journey's hold on the visit's id: read when a search is told, kept in its extras (saved with the journey). */
export type VisitHolder = Pick<ReservationFlowModel, 'extras' | 'actions'>;

/**
 * This visit's id: made with its first search turned away, then kept with the journey (the tab's session, or memory
 * when storage is blocked), so a refresh is the same visit, a new tab a new one, and the visit's booking carries it.
 * A random UUID: it names the visit, never the guest. A kept value that is no id (shared/api/requests.ts
 * VisitIdSchema) is replaced.
 */
export function visitIdOf(journey: VisitHolder, newId: () => string = newIdempotencyKey): string {
  const kept = journey.extras.peek().visitId;
  if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept;
  const made = newId();
  journey.actions.update({ visitId: made });
  return made;
}

/**
 * POSTs the search when it found no time, in the background: its answer is never shown and fails nothing (the
 * server counts a search once per visit, however often it is told).
 */
export function reportTurnedAway(
  api: Pick<Api, 'post'>,
  journey: VisitHolder,
  siteId: string,
  shown: FilterSearch,
): void {
  const search = turnedAwaySearch(shown);
  if (search)
    void api.post(
      `${sitePath(siteId)}/turned-away`,
      { ...search, visit_id: visitIdOf(journey) },
      { background: true },
    );
}
