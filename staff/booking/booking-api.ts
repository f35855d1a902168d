/**
 * The new-booking screen's API call, added to the staff API by this lazy screen over its `request` (the token, the
 * time-out and the sign-out on 401 stay the app's): a booking taken at the stand.
 */
import type * as v from 'valibot';
import type { StandBookingBodySchema } from '../../shared/staff/requests';
import { BookingAnswerSchema } from '../api/answers';
import { sitePath, type StaffApi } from '../api/staff-api';

/** A booking as the stand sends it (shared/staff/requests.ts StandBookingBodySchema). */
export type StandBookingInput = v.InferInput<typeof StandBookingBodySchema>;

export function createBookingApi(api: Pick<StaffApi, 'request'>) {
  return {
    book: (siteId: string, body: StandBookingInput) =>
      api.request('POST', `${sitePath(siteId)}/reservations`, BookingAnswerSchema, { body }),
  };
}

export type BookingApi = ReturnType<typeof createBookingApi>;
