import { signal } from '@preact/signals';
import type { SheetBooking } from '../../shared/staff/day-sheet';
import type { NeededOverride, StandOverride } from '../../shared/staff/stand-booking';
import type { StaffRefusal } from '../api/refusal';
import type { StaffApp } from '../shell/create-staff-app';
import { createBookingApi, type BookingApi, type StandBookingInput } from './booking-api';

/** A booking just made: what the screen confirms, and where its day is. */
export interface Booked {
  siteId: string;
  date: string;
  booking: SheetBooking;
}

/**
 * A booking taken at the stand: sent as typed; when it passes online-only limits the server names them, the host
 * reads each and books anyway (the same booking, with those overrides) or changes it. Only one send at a time.
 */
export function createBookingModel(api: BookingApi) {
  const sending = signal(false);
  const refusal = signal<StaffRefusal | null>(null);
  /** The online-only limits the booking passes, waiting for the host to confirm them. */
  const overrides = signal<NeededOverride[] | null>(null);
  const booked = signal<Booked | null>(null);
  /** The booking waiting for the confirmation of its overrides. */
  let waiting: { siteId: string; input: StandBookingInput } | null = null;

  async function send(siteId: string, input: StandBookingInput): Promise<boolean> {
    if (sending.value) return false;
    sending.value = true;
    refusal.value = null;
    overrides.value = null;
    const result = await api.book(siteId, input);
    sending.value = false;
    if (result.ok) {
      waiting = null;
      booked.value = { siteId, date: input.date, booking: result.data.booking };
      return true;
    }
    if (result.refusal.code === 'override_needed') {
      waiting = { siteId, input };
      overrides.value = result.refusal.overrides;
    } else refusal.value = result.refusal;
    return false;
  }

  return {
    sending,
    refusal,
    overrides,
    booked,
    /** Sends a booking as typed. */
    book: (siteId: string, input: StandBookingInput) => send(siteId, { ...input, overrides: [] }),
    /** Books the waiting booking anyway, past the limits the server named. */
    confirmOverrides(): Promise<boolean> {
      if (!waiting || !overrides.value) return Promise.resolve(false);
      const confirmed: StandOverride[] = overrides.value.map((override) => override.rule);
      return send(waiting.siteId, { ...waiting.input, overrides: confirmed });
    },
    /** Back to the form, to change the booking instead. */
    dropOverrides() {
      waiting = null;
      overrides.value = null;
    },
    /** A new booking: the form starts afresh. */
    startOver() {
      booked.value = null;
      refusal.value = null;
      overrides.value = null;
      waiting = null;
    },
  };
}

export type BookingModel = ReturnType<typeof createBookingModel>;

/** The screen's model, made when the screen first loads (staff/screens.ts). */
export const bookingScreenModel = (app: StaffApp): BookingModel =>
  createBookingModel(createBookingApi(app.api));
