/**
 * The rules screen's API calls, added to the staff API by this lazy screen over its `request` (the token, the
 * time-out and the sign-out on 401 stay the app's): a restaurant's blocks, stay per party size and audit trail.
 */
import type { StayRule } from '../../shared/staff/stay-rules';
import type { DateString, TimeString } from '../../shared/time/instant';
import { AuditSchema, BlockAddedSchema, SiteRulesSchema, StaySavedSchema } from '../api/answers';
import { sitePath, type StaffApi } from '../api/staff-api';

/** A block on one date: online booking stops from `from_time` to `to_time`. */
export interface BlockInput {
  date: DateString;
  from_time: TimeString;
  to_time: TimeString;
  reason: string;
}

export function createRulesApi(api: Pick<StaffApi, 'request'>) {
  return {
    /** A restaurant's stay per party size and its blocks (any role of the restaurant may read them). */
    rules: (siteId: string) => api.request('GET', `${sitePath(siteId)}/rules`, SiteRulesSchema),
    /** Blocks online booking on a date; the answer names the bookings already inside it (they are kept). */
    addBlock: (siteId: string, block: BlockInput) =>
      api.request('POST', `${sitePath(siteId)}/blocks`, BlockAddedSchema, { body: block }),
    removeBlock: (siteId: string, blockId: string) =>
      api.request('DELETE', `${sitePath(siteId)}/blocks/${encodeURIComponent(blockId)}`, null),
    saveStay: (siteId: string, stayMinutes: readonly StayRule[]) =>
      api.request('PUT', `${sitePath(siteId)}/stay`, StaySavedSchema, {
        body: { stay_minutes: stayMinutes },
      }),
    /** The latest changes to the restaurant (visits, walk-ins, blocks, stays, settings, staff), newest first. */
    audit: (siteId: string) => api.request('GET', `${sitePath(siteId)}/audit`, AuditSchema),
  };
}

export type RulesApi = ReturnType<typeof createRulesApi>;
