import { describe, expect, it } from 'vitest';
import { nextStep, whereToBe } from '../flow-table';
import { waitlistFlow, type WaitlistFacts, type WaitlistStep } from './flow';

const CHOSEN: WaitlistFacts = { hasChoice: true, requestValid: false, signedIn: false, joined: false };
const READY: WaitlistFacts = { ...CHOSEN, requestValid: true };
const JOINED: WaitlistFacts = { ...READY, joined: true };
const NOTHING: WaitlistFacts = { ...CHOSEN, hasChoice: false };

describe('the waitlist flow lets a guest only where their request has got to', () => {
  it.each<[string, WaitlistStep, WaitlistFacts, string]>([
    ['join, with a restaurant, day and party chosen', 'waitlist-join', CHOSEN, 'waitlist-join'],
    ['join, with nothing chosen: the filter', 'waitlist-join', NOTHING, 'filter'],
    ['join, once joined: the done page', 'waitlist-join', JOINED, 'waitlist-done'],
    ['the code, before the window and contact passed: join', 'waitlist-code', CHOSEN, 'waitlist-join'],
    ['the code, with them', 'waitlist-code', READY, 'waitlist-code'],
    ['the code, once joined: the done page', 'waitlist-code', JOINED, 'waitlist-done'],
    ['done, before joining: join', 'waitlist-done', READY, 'waitlist-join'],
    ['done, once joined', 'waitlist-done', JOINED, 'waitlist-done'],
    ['the offer’s link, whatever the tab holds', 'waitlist-offer', NOTHING, 'waitlist-offer'],
  ])('%s', (_, step, facts, where) => {
    expect(whereToBe(waitlistFlow, step, facts)).toBe(where);
  });

  it.each<[string, WaitlistStep, WaitlistFacts, string]>([
    ['join goes on to the code', 'waitlist-join', READY, 'waitlist-code'],
    [
      'join of a signed-in guest goes on to done',
      'waitlist-join',
      { ...READY, signedIn: true },
      'waitlist-done',
    ],
    ['the code goes on to done', 'waitlist-code', JOINED, 'waitlist-done'],
    ['a claimed offer goes on to the booking’s details', 'waitlist-offer', NOTHING, 'reserve'],
  ])('%s', (_, step, facts, next) => {
    expect(nextStep(waitlistFlow, step, facts)).toBe(next);
  });
});
