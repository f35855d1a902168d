/**
 * Where a booking came from: the guest's widget, or the stand. At the stand a booking is taken by phone, otherwise
 * by staff (an e-mail, a guest at the door for another day), or is a walk-in seated now. The sheet, the figures and
 * the CSV name it by these.
 */
export const BOOKING_CHANNELS = ['widget', 'phone', 'staff', 'walk_in'] as const;
export type BookingChannel = (typeof BOOKING_CHANNELS)[number];

/** The channels a booking made ahead at the stand may name (a walk-in is seated now, through its own form). */
export const STAND_BOOKING_CHANNELS = ['phone', 'staff'] as const satisfies readonly BookingChannel[];
export type StandBookingChannel = (typeof STAND_BOOKING_CHANNELS)[number];
