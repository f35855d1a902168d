import { dayPartTotals, quarterCovers, type DaySheet, type SheetBooking } from '../../shared/staff/day-sheet';

/**
 * The sheet with one booking as the API now answers it (a visit moved, a walk-in added), its totals and quarters
 * counted again by the same shared rules the server counts them with, so the chart follows at once.
 * @example withBooking(sheet, { ...booking, visit: 'no_show' }).totals // the no-show's covers left out
 */
export function withBooking(sheet: DaySheet, booking: SheetBooking): DaySheet {
  const known = sheet.bookings.some((candidate) => candidate.id === booking.id);
  const bookings = known
    ? sheet.bookings.map((candidate) => (candidate.id === booking.id ? booking : candidate))
    : [...sheet.bookings, booking];
  return { ...sheet, bookings, totals: dayPartTotals(bookings), quarters: quarterCovers(bookings) };
}

/**
 * The sheet without a booking (moved to another day), its totals and quarters counted again.
 * @example withoutBooking(sheet, 'b1').bookings.some((booking) => booking.id === 'b1') //=> false
 */
export function withoutBooking(sheet: DaySheet, id: string): DaySheet {
  const bookings = sheet.bookings.filter((candidate) => candidate.id !== id);
  return { ...sheet, bookings, totals: dayPartTotals(bookings), quarters: quarterCovers(bookings) };
}
