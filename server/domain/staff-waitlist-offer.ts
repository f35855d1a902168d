/**
 * A host's offer of a freed table to a waiting guest (docs/waitlist.md): the stand's own decision, beside the
 * automatic checks of ./waitlist-check.ts, with the stand's own refusals.
 */
import { offerExpiresAt } from '../../shared/waitlist/match';
import { combineDateTime } from '../../shared/time';
import { siteDayLock, takeLocks } from '../db/locks';
import { loadSiteDay } from '../db/site-day';
import { busyTables, findSite } from '../db/sites';
import { insertOffer, waitlistRequestById, type WaitlistRow } from '../db/waitlist';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/errors';
import { waitlistOffers } from '../observability/metrics';
import { tablesForStay } from './availability';
import { stayMinutes } from './tables';
import { waitlistClosed, waitlistNotFound } from './waitlist';
import { notifyOffer } from './waitlist-check';

const MINUTE = 60_000;

/** The host's offer finds no table free for the party at that time (the stand's own refusal, as for a walk-in). */
const noTable = () =>
  new ApiError({ status: 409, code: 'no_table', message: 'No table is free for this party then' });

/**
 * A host offers a table by hand to a waiting request: the start inside its window, on the tables the host chose
 * (free for the stay) or those the server assigns; the same hold and message as a check's offer.
 */
export async function offerByHand(
  deps: AppDeps,
  siteId: string,
  requestId: string,
  choice: { time: string; table_ids?: readonly string[] | undefined },
  staffId: string,
): Promise<WaitlistRow> {
  const site = await findSite(deps.db, siteId);
  const before = await waitlistRequestById(deps.db, requestId);
  if (!site || !before || before.site_id !== siteId) throw waitlistNotFound();
  await deps.db.transaction(async (tx) => {
    await takeLocks(tx, [siteDayLock(siteId, before.date)]);
    const now = deps.now();
    const row = await waitlistRequestById(tx, requestId);
    if (!row || row.state !== 'waiting' || row.closes_at_ms <= now) throw waitlistClosed();
    if (choice.time < row.window_from || choice.time > row.window_until)
      throw new ApiError({
        status: 422,
        code: 'invalid_request',
        message: 'The time lies outside the request’s window',
        field: 'time',
      });
    const stay = stayMinutes(row.party_size, site.stay_minutes);
    const startsAt = combineDateTime(row.date, choice.time);
    const endsAt = startsAt + stay * MINUTE;
    const day = await loadSiteDay(tx, site, row.date);
    let tables: string[] | undefined;
    if (choice.table_ids) {
      const known = new Set(day.tables.map((table) => table.id));
      if (!choice.table_ids.every((id) => known.has(id))) throw noTable();
      const busy = await busyTables(tx, choice.table_ids, startsAt, endsAt);
      tables = busy.length === 0 ? [...choice.table_ids] : undefined;
    } else tables = tablesForStay(day, startsAt, stay, row.party_size);
    if (!tables) throw noTable();
    const expiresAt = offerExpiresAt(now);
    const offered = await insertOffer(
      tx,
      {
        request_id: row.id,
        site_id: siteId,
        date: row.date,
        time: choice.time,
        party_size: row.party_size,
        table_ids: tables,
        from_ms: startsAt,
        to_ms: endsAt,
        expires_at_ms: expiresAt,
        offered_by: staffId,
      },
      now,
    );
    if (!offered) throw waitlistClosed();
    await notifyOffer(tx, deps, site, row, choice.time, expiresAt);
  });
  waitlistOffers.inc({ by: 'host' });
  return (await waitlistRequestById(deps.db, requestId))!;
}
