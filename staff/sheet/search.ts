/**
 * The day sheet's search box and order: pure, so the rules are tested without a screen.
 */
import type { SheetBooking } from '../../shared/staff/day-sheet';
import { minutesOfDay } from '../../shared/time/clock';

/** Lower case without accents, so 'Sjoerd' finds 'sjoerd' and 'Zoë' finds 'zoe'. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** A phone number's digits as the country writes them: '06 1234' and '+31 6 1234' are the same number. */
const phoneDigits = (text: string) => text.replace(/\D/g, '').replace(/^0031/, '0').replace(/^31/, '0');

export const guestName = (booking: Pick<SheetBooking, 'first_name' | 'last_name'>) =>
  `${booking.first_name} ${booking.last_name}`.trim();

/**
 * Whether a booking matches the search box: part of the guest's name, of the phone number (written any way), or of
 * the reservation number. An empty box matches everything.
 * @example matchesSearch(booking({ first_name: 'Zoë', last_name: 'de Vries' }), 'zoe de') //=> true
 * @example matchesSearch(booking({ phone_number: '+31612345678' }), '06 1234') //=> true
 */
export function matchesSearch(
  booking: Pick<SheetBooking, 'first_name' | 'last_name' | 'phone_number' | 'number'>,
  query: string,
): boolean {
  const words = folded(query);
  if (!words) return true;
  if (folded(guestName(booking)).includes(words)) return true;
  if (folded(booking.number).includes(words)) return true;
  const digits = phoneDigits(query);
  // Only a query that is mostly digits is read as a phone number ('Jan 2' is a name).
  return (
    digits.length >= 3 &&
    /^[\d\s()+-]+$/.test(query.trim()) &&
    phoneDigits(booking.phone_number).includes(digits)
  );
}

/**
 * The sheet's order: by time, then by name; a cancelled booking keeps its place, struck through.
 * @example bookingsInOrder([at('19:00'), at('9:30')]).map((b) => b.time) //=> ['9:30', '19:00']
 */
export function bookingsInOrder<B extends Pick<SheetBooking, 'time' | 'first_name' | 'last_name'>>(
  bookings: readonly B[],
): B[] {
  return [...bookings].sort(
    (a, b) => minutesOfDay(a.time) - minutesOfDay(b.time) || guestName(a).localeCompare(guestName(b)),
  );
}
