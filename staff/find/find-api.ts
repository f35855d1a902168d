/**
 * The find screen's API call, added to the staff API by this lazy screen over its `request`: bookings on any day by
 * number, name, phone or e-mail.
 */
import { BookingSearchSchema } from '../api/answers';
import { sitePath, type StaffApi } from '../api/staff-api';

export function createFindApi(api: Pick<StaffApi, 'request'>) {
  return {
    search: (siteId: string, query: string) =>
      api.request('GET', `${sitePath(siteId)}/search?q=${encodeURIComponent(query)}`, BookingSearchSchema),
  };
}

export type FindApi = ReturnType<typeof createFindApi>;
