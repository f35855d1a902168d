/** The figures screen's call for demand turned away, over the staff API's `request` (its token and time-out). */
import { TurnedAwayAnswerSchema } from '../../shared/api/turned-away-answers';
import type { StaffApi } from '../api/staff-api';
import { reportSearch, type ReportQuery } from './report-range';

export function createTurnedAwayApi(api: Pick<StaffApi, 'request'>) {
  return {
    /** The searches that found no time over a range, per restaurant and day, and where those guests booked. */
    turnedAway: (query: ReportQuery) =>
      api.request('GET', `/reports/turned-away?${reportSearch(query)}`, TurnedAwayAnswerSchema),
  };
}

export type TurnedAwayApi = ReturnType<typeof createTurnedAwayApi>;
