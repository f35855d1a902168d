import type { SafeStorage } from '../../../ui/storage';
import { bookingLine, HELD_OFFER_KEY } from './held-offer';

/**
 * Keeps the offer the guest chose to book (the offer's page) for the booking call after details, check and code: its
 * link's token with what it holds (docs/waitlist.md: the booking must match it). Beside the offer's page, so the
 * booking's steps, which only read it (./held-offer.ts), do not carry it.
 */
export function keepHeldOffer(
  storage: SafeStorage,
  token: string,
  held: { siteId: string; date: string; time: string; partySize: number },
): void {
  storage.set(HELD_OFFER_KEY, `${bookingLine(held.siteId, held.date, held.time, held.partySize)}\n${token}`);
}
