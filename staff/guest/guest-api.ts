/**
 * The guest record's API calls, added to the staff API by this lazy screen: the record read from a booking, the
 * restaurant's tags and note saved, and all of them forgotten (a manager); at the guest's request, their data given
 * or erased (the chain admin).
 */
import * as v from 'valibot';
import { ErasureAnswerSchema, ErasurePlanAnswerSchema } from '../../shared/api/guest-rights';
import type { GuestNotesBody } from '../../shared/staff/guest-notes';
import { GuestRecordSchema } from '../../shared/staff/guest-record';
import { sitePath, type StaffApi } from '../api/staff-api';

const RecordAnswerSchema = v.object({ record: GuestRecordSchema });

export function createGuestApi(api: Pick<StaffApi, 'request' | 'download'>) {
  const path = (siteId: string, bookingId: string) =>
    `${sitePath(siteId)}/reservations/${encodeURIComponent(bookingId)}/guest-record`;
  return {
    record: (siteId: string, bookingId: string) =>
      api.request('GET', path(siteId, bookingId), RecordAnswerSchema),
    saveNotes: (siteId: string, bookingId: string, body: GuestNotesBody) =>
      api.request('PUT', `${path(siteId, bookingId)}/notes`, RecordAnswerSchema, { body }),
    forget: (siteId: string, bookingId: string) =>
      api.request('DELETE', `${path(siteId, bookingId)}/notes`, RecordAnswerSchema),
    data: (siteId: string, bookingId: string) => api.download(`${path(siteId, bookingId)}/data`),
    erasurePlan: (siteId: string, bookingId: string) =>
      api.request('GET', `${path(siteId, bookingId)}/erasure`, ErasurePlanAnswerSchema),
    erase: (siteId: string, bookingId: string, cancel: readonly string[]) =>
      api.request('POST', `${path(siteId, bookingId)}/erasure`, ErasureAnswerSchema, { body: { cancel } }),
  };
}

export type GuestApi = ReturnType<typeof createGuestApi>;
