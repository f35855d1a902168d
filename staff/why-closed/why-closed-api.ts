/**
 * The "why closed" screen's API call, added to the staff API by this lazy screen over its `request` (the token, the
 * time-out and the sign-out on 401 stay the app's): whether a time is open online, and every rule that closes it.
 */
import { ClosedReasonsSchema } from '../../shared/api/closed-reasons-answers';
import { sitePath, type StaffApi } from '../api/staff-api';

/** A time asked about: a date, a time, a party, and a promotion's name or '' for none. */
export interface TimeQuestion {
  date: string;
  time: string;
  partySize: number;
  promotion: string;
}

/**
 * The query of a question, in the API's names.
 * @example closedReasonsSearch({ date: '2026-11-10', time: '19:00', partySize: 4, promotion: '' }) //=> 'date=2026-11-10&time=19%3A00&party_size=4'
 */
export function closedReasonsSearch(question: TimeQuestion): string {
  const search = new URLSearchParams({
    date: question.date,
    time: question.time,
    party_size: String(question.partySize),
  });
  if (question.promotion) search.set('promotion', question.promotion);
  return search.toString();
}

export function createWhyClosedApi(api: Pick<StaffApi, 'request'>) {
  return {
    /** Open online or not at this restaurant, and why. */
    closedReasons: (siteId: string, question: TimeQuestion) =>
      api.request(
        'GET',
        `${sitePath(siteId)}/closed-reasons?${closedReasonsSearch(question)}`,
        ClosedReasonsSchema,
      ),
  };
}

export type WhyClosedApi = ReturnType<typeof createWhyClosedApi>;
