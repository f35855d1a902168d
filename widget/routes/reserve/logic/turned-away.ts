/**
 * Demand turned away, as the widget tells it (shared/staff/turned-away.ts): the visit's random id, and the search the
 * filter shows no time for. The server checks the day again and counts a search once per visit; a booking of the
 * same visit carries the id, so the figures learn where the guest went. Nothing about the guest is sent.
 */
import type { TurnedAwaySearchBody } from '../../../../shared/api/requests';
import { MAX_GROUP_ONLINE } from '../../../../shared/constants';
import { hasBookableTime } from '../../../../shared/staff/turned-away';
import type { SessionSlot } from '../../../../shared/slots/types';
import { dayPart } from '../../../../shared/time/day-part';
import type { SafeStorage } from '../../../../ui/storage';
import { newIdempotencyKey } from './code';

export const VISIT_KEY = 'tafel:visit';

/**
 * This visit's id: made the first time it is asked, then kept in the tab's session (memory when storage is blocked),
 * so a refresh is the same visit and a new tab a new one. A random UUID: it names the visit, never the guest.
 */
export function visitIdOf(storage: SafeStorage, newId: () => string = newIdempotencyKey): string {
  const kept = storage.get(VISIT_KEY);
  if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept;
  const made = newId();
  storage.set(VISIT_KEY, made);
  return made;
}

/** What the filter shows: the restaurant's day for the party, and the time the guest had chosen, if any. */
export interface FilterSearch {
  date: string;
  partySize: number;
  /** The time the guest had chosen (kept when a change of date, party or restaurant took it away), or null. */
  askedTime: string | null;
  /** The times shown for the party, every rule applied. */
  slots: readonly SessionSlot[];
  /** The times are this search's, loaded. */
  loaded: boolean;
  /** The day is one the restaurant and the promotion open at all (a closed day is no search turned away). */
  dateOpen: boolean;
  flowName?: string;
}

/**
 * The search to tell the server about when it found no time, or null: nothing is told until the times are loaded,
 * for a closed day, or for a party above the online maximum (they are asked to phone). The part of the day asked is
 * that of the time the guest had chosen, else the whole day.
 * @example turnedAwaySearch({ date: '2026-12-05', partySize: 12, askedTime: null, slots: [], loaded: true, dateOpen: true }) //=> { date: '2026-12-05', party_size: 12, day_part: 'day' }
 */
export function turnedAwaySearch(search: FilterSearch): Omit<TurnedAwaySearchBody, 'visit_id'> | null {
  if (!search.loaded || !search.dateOpen || search.partySize > MAX_GROUP_ONLINE) return null;
  const part = search.askedTime ? dayPart(search.askedTime) : 'day';
  if (hasBookableTime(search.slots, part)) return null;
  return {
    date: search.date,
    party_size: search.partySize,
    day_part: part,
    ...(search.flowName ? { flow: search.flowName } : {}),
  };
}
