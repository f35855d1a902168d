/**
 * The settings screen's API calls, added to the staff API by this lazy screen over its `request` (the token, the
 * time-out and the sign-out on 401 stay the app's): a restaurant's settings, tables and rooms, a manager's.
 */
import type { SiteSettings } from '../../shared/staff/site-settings';
import type { TableBody } from '../../shared/staff/site-tables';
import type { OutageBody } from '../../shared/staff/table-outages';
import { BookingAnswerSchema } from '../../shared/api/staff-answers';
import { sitePath, type StaffApi } from '../api/staff-api';
import {
  OutageAddedSchema,
  SettingsAnswerSchema,
  SettingsSavedSchema,
  TableAddedSchema,
  TableChangedSchema,
} from './settings-answers';

export function createSettingsApi(api: Pick<StaffApi, 'request'>) {
  const table = (siteId: string, tableId: string) =>
    `${sitePath(siteId)}/tables/${encodeURIComponent(tableId)}`;
  return {
    settings: (siteId: string) => api.request('GET', `${sitePath(siteId)}/settings`, SettingsAnswerSchema),
    saveSettings: (siteId: string, settings: SiteSettings) =>
      api.request('PUT', `${sitePath(siteId)}/settings`, SettingsSavedSchema, { body: settings }),
    addTable: (siteId: string, body: TableBody) =>
      api.request('POST', `${sitePath(siteId)}/tables`, TableAddedSchema, { body }),
    changeTable: (siteId: string, tableId: string, body: TableBody) =>
      api.request('PUT', table(siteId, tableId), TableChangedSchema, { body }),
    removeTable: (siteId: string, tableId: string) => api.request('DELETE', table(siteId, tableId), null),
    addOutage: (siteId: string, tableId: string, body: OutageBody) =>
      api.request('POST', `${table(siteId, tableId)}/outages`, OutageAddedSchema, { body }),
    endOutage: (siteId: string, tableId: string, outageId: string) =>
      api.request('DELETE', `${table(siteId, tableId)}/outages/${encodeURIComponent(outageId)}`, null),
    /** Cancels a booking that holds a table to remove, with the restaurant's reason; the guest is told. */
    cancelBooking: (siteId: string, bookingId: string, reason: string) =>
      api.request(
        'DELETE',
        `${sitePath(siteId)}/reservations/${encodeURIComponent(bookingId)}`,
        BookingAnswerSchema,
        {
          body: { reason },
        },
      ),
  };
}

export type SettingsApi = ReturnType<typeof createSettingsApi>;
