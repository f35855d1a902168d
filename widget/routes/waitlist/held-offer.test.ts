import { describe, expect, it } from 'vitest';
import { createSafeStorage } from '../../../ui/storage';
import { forgetHeldOffer, withHeldOffer, HELD_OFFER_KEY } from './held-offer';
import { keepHeldOffer } from './keep-held-offer';

const TOKEN = 'T'.repeat(24);
const OFFER = { siteId: 'site-1', date: '2026-12-01', time: '19:00', partySize: 2 };
const BOOKING = { date: '2026-12-01', time: '19:00', party_size: 2 };

describe('a booking claims the held offer only when it books what the offer holds', () => {
  it.each([
    ['the same restaurant, date, time and party', 'site-1', BOOKING, TOKEN],
    ['another restaurant', 'site-2', BOOKING, undefined],
    ['another date', 'site-1', { ...BOOKING, date: '2026-12-02' }, undefined],
    ['another time', 'site-1', { ...BOOKING, time: '19:30' }, undefined],
    ['another party', 'site-1', { ...BOOKING, party_size: 3 }, undefined],
  ])('%s', (_, siteId, booking, token) => {
    const storage = createSafeStorage(() => null);
    keepHeldOffer(storage, TOKEN, OFFER);
    expect(withHeldOffer(storage, siteId, booking).waitlist_offer).toBe(token);
  });

  it('claims nothing once the offer is forgotten, or when what is kept is not an offer', () => {
    const storage = createSafeStorage(() => null);
    keepHeldOffer(storage, TOKEN, OFFER);
    forgetHeldOffer(storage);
    expect(withHeldOffer(storage, 'site-1', BOOKING)).toEqual(BOOKING);
    storage.set(HELD_OFFER_KEY, 'not an offer');
    expect(withHeldOffer(storage, 'site-1', BOOKING)).toEqual(BOOKING);
  });
});
