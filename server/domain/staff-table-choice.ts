/**
 * The host's choice of tables, checked under the day's lock (shared/staff/table-choice.ts is the rule): a walk-in
 * seated on chosen tables (./staff-walk-in.ts) and a booking moved to others (routes/staff-table-choice.ts).
 */
import {
  checkTableChoice,
  type ChoosableTable,
  type TableChoiceCheck,
} from '../../shared/staff/table-choice';
import type { Queryable } from '../db/client';
import { siteTables } from '../db/staff-settings';
import { holdersOf } from '../db/table-holders';
import { tablesOutOn } from '../db/table-outages';
import { ApiError } from '../http/errors';

type Refused = Extract<TableChoiceCheck, { ok: false }>;

/** Each refusal of the rule as the API answers it. */
function refusalOf(refused: Refused, partySize: number, date: string): ApiError {
  switch (refused.refusal) {
    case 'table_unknown':
      return new ApiError({
        status: 422,
        code: 'table_unknown',
        message: 'This restaurant has no such table (or it was removed)',
        field: 'table_ids',
      });
    case 'table_out_of_service':
      return new ApiError({
        status: 409,
        code: 'table_out_of_service',
        message: `${refused.label} is out of service on ${date}`,
        facts: { table: refused.label },
      });
    case 'tables_too_small':
      return new ApiError({
        status: 422,
        code: 'tables_too_small',
        message: `The chosen tables seat ${refused.seats}, fewer than the party of ${partySize}`,
        field: 'table_ids',
        facts: { value: refused.seats },
      });
    case 'table_taken': {
      const { booking } = refused;
      return new ApiError({
        status: 409,
        code: 'table_taken',
        message: `${refused.label} is held by ${booking.name || booking.number} (${booking.party_size}) at ${booking.start}`,
        facts: { table: refused.label, booking },
      });
    }
  }
}

/** What a choice is for: the party, its day and stay, and the booking being seated ('' for a new one). */
export interface ChoiceFor {
  siteId: string;
  date: string;
  partySize: number;
  fromMs: number;
  toMs: number;
  reservationId: string;
}

/**
 * The chosen tables when they seat the party, read inside the caller's locked transaction; else the refusal as an
 * ApiError (422 table_unknown or tables_too_small, 409 table_out_of_service or table_taken naming the booking hit).
 */
export async function checkChosenTables(
  tx: Queryable,
  chosen: readonly string[],
  party: ChoiceFor,
): Promise<ChoosableTable[]> {
  const tables = await siteTables(tx, party.siteId);
  const known = new Set(tables.map((table) => table.id));
  const check = checkTableChoice({
    chosen,
    tables,
    outOfService: await tablesOutOn(tx, party.siteId, party.date),
    partySize: party.partySize,
    fromMs: party.fromMs,
    toMs: party.toMs,
    // Only the restaurant's own ids reach the database: an unknown one is refused by the rule first.
    holders: await holdersOf(
      tx,
      chosen.filter((id) => known.has(id)),
      party.fromMs,
      party.toMs,
    ),
    reservationId: party.reservationId,
  });
  if (!check.ok) throw refusalOf(check, party.partySize, party.date);
  return check.tables;
}
