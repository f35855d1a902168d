import { describe, expect, it } from 'vitest';
import { guestSharingProblem, isSharedWith, mayViewGuestData, type GuestSharing } from './guest-sharing';

const ALL: GuestSharing = { mode: 'all', site_ids: [] };
const OWN: GuestSharing = { mode: 'own', site_ids: [] };
const CHOSEN: GuestSharing = { mode: 'chosen', site_ids: ['ams', 'rot'] };

describe('isSharedWith: what a restaurant sees of another by the chain setting', () => {
  it.each([
    ['all: another restaurant', ALL, 'ams', 'rot', true],
    ['own: its own restaurant', OWN, 'ams', 'ams', true],
    ['own: another restaurant', OWN, 'ams', 'rot', false],
    ['chosen: both in the list', CHOSEN, 'ams', 'rot', true],
    ['chosen: the viewer outside the list', CHOSEN, 'utr', 'rot', false],
    ['chosen: the data outside the list', CHOSEN, 'ams', 'utr', false],
    ['chosen: outside the list, its own', CHOSEN, 'utr', 'utr', true],
  ])('%s', (_, sharing, viewing, data, expected) => {
    expect(isSharedWith(sharing, viewing, data)).toBe(expected);
  });
});

describe('mayViewGuestData: shared, or a restaurant the caller works at', () => {
  it.each([
    ['own, a host of one restaurant', OWN, false, false],
    ['own, staff of both restaurants', OWN, true, true],
    ['all, a host of one restaurant', ALL, false, true],
  ])('%s', (_, sharing, worksThere, expected) => {
    expect(mayViewGuestData(sharing, 'ams', 'rot', worksThere)).toBe(expected);
  });
});

describe('guestSharingProblem: a chosen list holds two restaurants or more', () => {
  it.each([
    [ALL, null],
    [OWN, null],
    [CHOSEN, null],
    [{ mode: 'chosen', site_ids: ['ams'] } as GuestSharing, 'guest_sharing_too_few'],
    [{ mode: 'chosen', site_ids: ['ams', 'ams'] } as GuestSharing, 'guest_sharing_too_few'],
  ])('%j', (sharing, expected) => {
    expect(guestSharingProblem(sharing)).toBe(expected);
  });
});
