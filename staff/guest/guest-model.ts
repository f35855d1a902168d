import { signal } from '@preact/signals';
import type { ErasureAnswer, UpcomingBooking } from '../../shared/api/guest-rights';
import type { GuestNotesBody } from '../../shared/staff/guest-notes';
import type { GuestRecord } from '../../shared/staff/guest-record';
import type { StaffRefusal } from '../api/refusal';
import type { StaffResult } from '../api/staff-api';
import type { StaffApp } from '../shell/create-staff-app';
import type { SavedFile } from '../shell/save-file';
import { createGuestApi, type GuestApi } from './guest-api';

/** What the screen last did to the notes, said on screen until the next change. */
export type NotesOutcome = 'saved' | 'forgotten' | null;

/**
 * A booking's guest record: read when the screen opens, and the notes saved or forgotten, each answering the record
 * as it now is. Only the latest read lands.
 */
export function createGuestModel(api: GuestApi) {
  const shown = signal<{ key: string; record: GuestRecord } | null>(null);
  const loading = signal(false);
  const refusal = signal<StaffRefusal | null>(null);
  const busy = signal(false);
  const notesRefusal = signal<StaffRefusal | null>(null);
  const outcome = signal<NotesOutcome>(null);
  /** The guest's rights, at their request: the bookings erasure would cancel while it is asked, and what it did. */
  const erasure = signal<UpcomingBooking[] | null>(null);
  const erased = signal<ErasureAnswer['erased'] | null>(null);
  const rightsRefusal = signal<StaffRefusal | null>(null);
  let latest = 0;

  const keyOf = (siteId: string, bookingId: string) => `${siteId}/${bookingId}`;

  async function load(siteId: string, bookingId: string): Promise<void> {
    const request = ++latest;
    loading.value = true;
    refusal.value = null;
    outcome.value = null;
    erasure.value = null;
    erased.value = null;
    rightsRefusal.value = null;
    const result = await api.record(siteId, bookingId);
    if (request !== latest) return;
    loading.value = false;
    if (result.ok) shown.value = { key: keyOf(siteId, bookingId), record: result.data.record };
    else refusal.value = result.refusal;
  }

  async function change(
    siteId: string,
    bookingId: string,
    call: () => Promise<StaffResult<{ record: GuestRecord }>>,
    done: NotesOutcome,
  ): Promise<boolean> {
    busy.value = true;
    notesRefusal.value = null;
    outcome.value = null;
    const result = await call();
    busy.value = false;
    if (!result.ok) {
      notesRefusal.value = result.refusal;
      return false;
    }
    shown.value = { key: keyOf(siteId, bookingId), record: result.data.record };
    outcome.value = done;
    return true;
  }

  async function rightsCall<T>(call: () => Promise<StaffResult<T>>): Promise<T | null> {
    busy.value = true;
    rightsRefusal.value = null;
    const result = await call();
    busy.value = false;
    if (result.ok) return result.data;
    rightsRefusal.value = result.refusal;
    return null;
  }

  return {
    shown,
    erasure,
    erased,
    rightsRefusal,
    /** Fetches the guest's data and hands it to `save` (a download in the browser). */
    async downloadData(siteId: string, bookingId: string, save: (file: SavedFile) => void): Promise<void> {
      const file = await rightsCall(() => api.data(siteId, bookingId));
      if (file) save({ blob: file.blob, fileName: null });
    },
    /** Reads what erasure would cancel, for the question that names it. */
    async askErasure(siteId: string, bookingId: string): Promise<void> {
      const plan = await rightsCall(() => api.erasurePlan(siteId, bookingId));
      if (plan) erasure.value = plan.cancels;
    },
    cancelErasure: () => {
      erasure.value = null;
    },
    /** Erases the guest as asked; the record is gone afterwards, so it is not read again. */
    async erase(siteId: string, bookingId: string): Promise<void> {
      const cancel = (erasure.value ?? []).map((booking) => booking.id);
      const done = await rightsCall(() => api.erase(siteId, bookingId, cancel));
      if (!done) return;
      erasure.value = null;
      erased.value = done.erased;
      shown.value = null;
    },
    loading,
    refusal,
    busy,
    notesRefusal,
    outcome,
    load,
    keyOf,
    save: (siteId: string, bookingId: string, body: GuestNotesBody) =>
      change(siteId, bookingId, () => api.saveNotes(siteId, bookingId, body), 'saved'),
    forget: (siteId: string, bookingId: string) =>
      change(siteId, bookingId, () => api.forget(siteId, bookingId), 'forgotten'),
  };
}

export type GuestModel = ReturnType<typeof createGuestModel>;

/** The screen's model, made when the screen first loads (staff/screens.ts). */
export const guestScreenModel = (app: StaffApp): GuestModel => createGuestModel(createGuestApi(app.api));
