/**
 * Demand turned away (shared/staff/turned-away.ts): the widget tells of a search that found no bookable time, the
 * server checks the day itself and counts it once per visit; a booking made later in that visit is linked to it.
 * Both are a side line: a failure is logged and answered as "not recorded", never as a failed search or booking.
 */
import type { TurnedAwaySearchBody } from '../../shared/api/turned-away-requests';
import { hasBookableTime } from '../../shared/staff/turned-away';
import { todayDate } from '../../shared/time/today';
import { BoundedMemo } from '../bounded-memo';
import type { AppDeps } from '../deps';
import { loadSiteDay } from '../db/site-day';
import type { SiteRow } from '../db/sites';
import { insertTurnedAwaySearch, linkTurnedAwaySearches } from '../db/turned-away';
import { availabilityDay } from './availability';
import { flowOf } from './inputs';

const HOUR = 3_600_000;

/** Searches one address may have counted an hour: a guest clicking about counts far fewer, a script no more. */
export const SEARCHES_PER_ADDRESS_PER_HOUR = 60;

/**
 * How many searches each address had counted this hour, in this process's memory only: an address is never written
 * to the database for this.
 */
export class SearchesPerAddress {
  private readonly counts = new BoundedMemo<{ hour: number; count: number }>(10_000);

  /** Counts one for `address` unless it has had its share this hour; answers whether it was counted. */
  take(address: string, now: number): boolean {
    const hour = Math.floor(now / HOUR);
    const kept = this.counts.get(address);
    const count = kept?.hour === hour ? kept.count : 0;
    if (count >= SEARCHES_PER_ADDRESS_PER_HOUR) return false;
    this.counts.set(address, { hour, count: count + 1 });
    return true;
  }
}

/** Why a search was, or was not, counted (the answer's `recorded` is `counted`; the others are for the log and tests). */
export type SearchRecording =
  'counted' | 'found_time' | 'day_gone' | 'already_counted' | 'limited' | 'failed';

/**
 * Counts a search the widget found no time for, after checking the day with the same rules the availability answer
 * uses (the widget is not trusted): a day gone by, or one with a bookable time in the part asked for, is not counted.
 */
export async function recordTurnedAwaySearch(
  deps: AppDeps,
  site: SiteRow,
  search: TurnedAwaySearchBody,
  allowed: () => boolean,
): Promise<SearchRecording> {
  const now = deps.now();
  if (search.date < todayDate(now)) return 'day_gone';
  const flow = flowOf(search.flow, { allowExample: !deps.config.production });
  // Before any read: a script sending searches by the thousand costs the database nothing past its share.
  if (!allowed()) return 'limited';
  try {
    const day = await loadSiteDay(deps.db, site, search.date);
    const offered = availabilityDay(day, search.date, search.party_size, now, flow ? { flow } : {});
    const times = offered.sessions.flatMap((session) => session.times);
    if (hasBookableTime(times, search.day_part)) return 'found_time';
    const written = await insertTurnedAwaySearch(
      deps.db,
      {
        siteId: site.id,
        date: search.date,
        partySize: search.party_size,
        dayPart: search.day_part,
        visitId: search.visit_id,
      },
      now,
    );
    return written ? 'counted' : 'already_counted';
  } catch (error) {
    deps.log.warn({ err: String(error) }, 'A search turned away could not be recorded');
    return 'failed';
  }
}

/**
 * Links the searches turned away earlier in a booking's visit to that booking, so the figures can tell where those
 * guests went. A failure is logged: the booking stands either way.
 */
export async function linkBookingToVisit(
  deps: AppDeps,
  visitId: string | undefined,
  reservationId: string,
): Promise<void> {
  if (!visitId) return;
  try {
    await linkTurnedAwaySearches(deps.db, visitId, reservationId, new Date(deps.now()));
  } catch (error) {
    deps.log.warn({ err: String(error) }, 'A booking could not be linked to the searches of its visit');
  }
}
