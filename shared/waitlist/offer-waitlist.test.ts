import { describe, expect, it } from 'vitest';
import { MAX_GROUP_ONLINE } from '../constants';
import { FEW_FREE_TIMES, waitlistOffered } from './offer-waitlist';

const DAY = { loaded: true, dateOpen: true, partySize: 2, freeTimes: 0 };

describe('the filter offers the waitlist on an open day with no free time or only a few', () => {
  it.each([
    ['no free time', DAY, true],
    ['as few free times as the rule allows', { ...DAY, freeTimes: FEW_FREE_TIMES }, true],
    ['one free time more', { ...DAY, freeTimes: FEW_FREE_TIMES + 1 }, false],
    ['the day still loading', { ...DAY, loaded: false }, false],
    ['a closed day', { ...DAY, dateOpen: false }, false],
    ['the largest party online', { ...DAY, partySize: MAX_GROUP_ONLINE }, true],
    ['a party above the online maximum', { ...DAY, partySize: MAX_GROUP_ONLINE + 1 }, false],
  ])('%s', (_, day, offered) => {
    expect(waitlistOffered(day)).toBe(offered);
  });
});
