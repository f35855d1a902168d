/**
 * The room's API calls, added to the staff API by this lazy screen over its `request` (the token, the time-out and the
 * sign-out on 401 stay the app's): the plan it is drawn on, a walk-in seated at chosen tables, a party moved to others.
 * The day's bookings come from the day sheet's own model (app.sheet), live as on the sheet.
 */
import { RoomPlanSchema } from '../../shared/api/staff-plan-answers';
import { BookingAnswerSchema } from '../../shared/api/staff-answers';
import { sitePath, type StaffApi, type WalkInInput } from '../api/staff-api';

/** A walk-in at the tables the host chose. */
export interface ChosenWalkIn extends WalkInInput {
  table_ids: string[];
}

export function createRoomApi(api: Pick<StaffApi, 'request'>) {
  return {
    plan: (siteId: string) => api.request('GET', `${sitePath(siteId)}/plan`, RoomPlanSchema),
    seatWalkIn: (siteId: string, walkIn: ChosenWalkIn) =>
      api.request('POST', `${sitePath(siteId)}/walk-ins`, BookingAnswerSchema, { body: walkIn }),
    chooseTables: (siteId: string, bookingId: string, tableIds: readonly string[]) =>
      api.request(
        'PUT',
        `${sitePath(siteId)}/reservations/${encodeURIComponent(bookingId)}/tables`,
        BookingAnswerSchema,
        { body: { table_ids: tableIds } },
      ),
  };
}

export type RoomApi = ReturnType<typeof createRoomApi>;
