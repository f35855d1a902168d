/**
 * Offering freed tables to the waitlist (docs/waitlist.md). A transaction that may free a table queues a check of its
 * site and date (migration 0072's triggers, in that transaction). A check runs under the day's lock: it finds the
 * first waiting request a free start fits (shared/waitlist), inserts the offer with its held tables and queues the
 * SMS or e-mail through the outbox, all in one transaction, so each offer is made once however many processes check
 * the day, and a check lost to a restart is still queued. The sweep expires offers, closes requests whose window
 * has begun and runs the queued checks.
 */
import { matchWaitlist } from '../../shared/waitlist/match';
import { offerExpiresAt } from '../../shared/waitlist/match';
import { combineDateTime } from '../../shared/time';
import type { Transaction } from '../db/client';
import { siteDayLock, takeLocks } from '../db/locks';
import { loadSiteDay } from '../db/site-day';
import { findSite, type SiteRow } from '../db/sites';
import {
  closeBegunRequests,
  expireOffers,
  insertOffer,
  queuedChecks,
  takeCheck,
  waitingRequests,
  waitlistDue,
  type WaitlistRow,
} from '../db/waitlist';
import type { AppDeps } from '../deps';
import { waitlistExpiries, waitlistOffers } from '../observability/metrics';
import { availabilityDay, tablesForStay } from './availability';
import { stayMinutes } from './tables';
import { clockOf } from './waitlist';

const MINUTE = 60_000;

/** The most offers one check makes (several tables may free at once); the next check goes on. */
const OFFERS_PER_CHECK = 20;

/** Queues the offer's SMS or e-mail in the offer's transaction. */
export async function notifyOffer(
  tx: Transaction,
  deps: AppDeps,
  site: SiteRow,
  request: WaitlistRow,
  time: string,
  expiresAt: number,
): Promise<void> {
  await deps.enqueue(tx, {
    kind: 'waitlist_offer',
    channel: request.channel,
    to: request.contact,
    language: request.language,
    first_name: request.first_name,
    site_name: site.name,
    date: request.date,
    time,
    party_size: request.party_size,
    heldUntil: clockOf(expiresAt),
    offerUrl: `${deps.config.publicWidgetUrl}/waitlist/${request.token}`,
  });
}

/** Offers one freed table inside the locked transaction; answers whether it made an offer. */
async function offerNext(tx: Transaction, deps: AppDeps, site: SiteRow, date: string): Promise<boolean> {
  const now = deps.now();
  const requests = await waitingRequests(tx, site.id, date, now);
  if (requests.length === 0) return false;
  const day = await loadSiteDay(tx, site, date);
  const freeStarts = (party: number) =>
    availabilityDay(day, date, party, now, {}).sessions.flatMap((session) =>
      session.times.filter((slot) => slot.is_available && !slot.online_suspended).map((slot) => slot.time),
    );
  const match = matchWaitlist(
    requests.map((row) => ({
      row,
      id: row.id,
      joined_at: row.joined_at_ms,
      line: row.line,
      from: row.window_from,
      until: row.window_until,
      party_size: row.party_size,
    })),
    freeStarts,
  );
  if (!match) return false;
  const { row } = match.request;
  const stay = stayMinutes(row.party_size, site.stay_minutes);
  const startsAt = combineDateTime(date, match.time);
  const tables = tablesForStay(day, startsAt, stay, row.party_size);
  if (!tables) return false;
  const expiresAt = offerExpiresAt(now);
  const offered = await insertOffer(
    tx,
    {
      request_id: row.id,
      site_id: site.id,
      date,
      time: match.time,
      party_size: row.party_size,
      table_ids: tables,
      from_ms: startsAt,
      to_ms: startsAt + stay * MINUTE,
      expires_at_ms: expiresAt,
      offered_by: null,
    },
    now,
  );
  if (!offered) return false;
  await notifyOffer(tx, deps, site, row, match.time, expiresAt);
  return true;
}

/**
 * Checks a restaurant's day under its lock: offers each freed table that fits to the first waiting request in line,
 * and takes the day's queued check. Answers how many offers it made.
 */
export async function runWaitlistCheck(deps: AppDeps, siteId: string, date: string): Promise<number> {
  const site = await findSite(deps.db, siteId);
  const made = await deps.db.transaction(async (tx) => {
    await takeLocks(tx, [siteDayLock(siteId, date)]);
    await takeCheck(tx, siteId, date);
    if (!site) return 0;
    let offers = 0;
    while (offers < OFFERS_PER_CHECK && (await offerNext(tx, deps, site, date))) offers += 1;
    return offers;
  });
  if (made > 0) waitlistOffers.inc({ by: 'check' }, made);
  return made;
}

/**
 * One round of the waitlist's upkeep: offers whose hold ran out expire (their days queued for a check), requests whose
 * window has begun close, and the queued checks run. A round with nothing to do only reads.
 */
export async function sweepWaitlist(deps: AppDeps): Promise<{ expired: number; offers: number }> {
  const now = deps.now();
  if (!(await waitlistDue(deps.db, now))) return { expired: 0, offers: 0 };
  const expired = await deps.db.transaction(async (tx) => {
    const count = await expireOffers(tx, now);
    await closeBegunRequests(tx, now);
    return count;
  });
  if (expired > 0) waitlistExpiries.inc(expired);
  let offers = 0;
  for (const check of await queuedChecks(deps.db, 50))
    offers += await runWaitlistCheck(deps, check.site_id, check.date);
  return { expired, offers };
}
