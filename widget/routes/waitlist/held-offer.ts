import type { SafeStorage } from '../../../ui/storage';

/** Where the offer a guest chose to book is kept in the tab, from the offer's page to the booking call. */
export const HELD_OFFER_KEY = 'tafel:held-offer';

/**
 * What a booking books, as one line: the restaurant, date, time ('HH:mm') and party. The offer is kept as this line
 * and its token (./keep-held-offer.ts, with the offer's page; the booking reads it here).
 */
export const bookingLine = (siteId: string, date: string, time: string, partySize: number) =>
  [siteId, date, time, partySize].join(' ');

/** Forgets the offer (it was booked). */
export function forgetHeldOffer(storage: SafeStorage): void {
  storage.remove(HELD_OFFER_KEY);
}

/**
 * The booking with the token of the offer it claims: the offer kept in the tab when the booking is for its restaurant,
 * date, time and party; else the booking as it is (the guest went on to another time, which books as usual).
 * @example withHeldOffer(storage, 'site-1', { date: '2026-12-01', time: '19:00', party_size: 2, … }) //=> { …, waitlist_offer: 'Tk…' }
 */
export function withHeldOffer<Booking extends { date: string; time: string; party_size: number }>(
  storage: SafeStorage,
  siteId: string,
  booking: Booking,
): Booking & { waitlist_offer?: string } {
  const [line, token] = (storage.get(HELD_OFFER_KEY) ?? '').split('\n');
  const matches = line === bookingLine(siteId, booking.date, booking.time, booking.party_size);
  return matches && token ? { ...booking, waitlist_offer: token } : booking;
}
