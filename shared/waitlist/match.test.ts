import { describe, expect, it } from 'vitest';
import { WAITLIST_HOLD_MINUTES, WAITLIST_MAX_WINDOW_MINUTES } from '../constants';
import { combineDateTime } from '../time';
import {
  byJoining,
  closesAt,
  inWindow,
  isOfferLive,
  isWindowOpen,
  matchWaitlist,
  offerExpiresAt,
  windowProblem,
  type WaitingRequest,
} from './match';

let arrivals = 0;
const request = (id: string, joined_at: number, from: string, until: string, party_size = 2) =>
  ({ id, joined_at, line: (arrivals += 1), from, until, party_size }) satisfies WaitingRequest;

describe('a freed table goes to the first request in line that it fits', () => {
  const free: Record<number, string[]> = { 2: ['18:00', '19:15', '21:00'], 4: ['21:00'], 6: [] };
  const freeStarts = (party: number) => free[party] ?? [];
  it.each([
    {
      rule: 'first joined is first served',
      line: [request('b', 2, '18:30', '20:00'), request('a', 1, '19:00', '20:00')],
      want: { id: 'a', time: '19:15' },
    },
    {
      rule: 'a request no start fits is passed over for the next',
      line: [request('a', 1, '22:00', '23:00'), request('b', 2, '18:30', '20:00')],
      want: { id: 'b', time: '19:15' },
    },
    {
      rule: 'a larger party nothing fits does not stop a smaller one behind it',
      line: [request('a', 1, '18:00', '22:00', 6), request('b', 2, '20:00', '22:00', 4)],
      want: { id: 'b', time: '21:00' },
    },
    {
      rule: 'the earliest free start in the window is offered',
      line: [request('a', 1, '18:00', '22:00')],
      want: { id: 'a', time: '18:00' },
    },
    {
      rule: 'both ends of the window count',
      line: [request('a', 1, '19:15', '19:15')],
      want: { id: 'a', time: '19:15' },
    },
    {
      rule: 'the same millisecond goes by order of arrival',
      line: [request('d', 5, '18:00', '22:00'), request('c', 5, '18:00', '22:00')].reverse(),
      want: { id: 'd', time: '18:00' },
    },
    { rule: 'nothing fits: no offer', line: [request('a', 1, '19:30', '20:30')], want: undefined },
    { rule: 'an empty line: no offer', line: [], want: undefined },
  ])('$rule', ({ line, want }) => {
    const match = matchWaitlist(line, freeStarts);
    expect(match && { id: match.request.id, time: match.time }).toEqual(want);
  });

  it('asks the free starts once per party size', () => {
    const asked: number[] = [];
    matchWaitlist([request('a', 1, '23:00', '23:30'), request('b', 2, '23:00', '23:30')], (party) => {
      asked.push(party);
      return [];
    });
    expect(asked).toEqual([2]);
  });
});

describe('the order of the line', () => {
  it('sorts by joining, then by order of arrival', () => {
    const line = [request('b', 3, '', ''), request('z', 1, '', ''), request('a', 3, '', '')];
    expect(line.sort(byJoining).map((r) => r.id)).toEqual(['z', 'b', 'a']);
  });
});

describe('a start lies in the window, both ends included', () => {
  it.each([
    ['18:29', false],
    ['18:30', true],
    ['19:45', true],
    ['20:00', true],
    ['20:01', false],
  ])('%s in 18:30–20:00 is %s', (time, want) => expect(inWindow(time, '18:30', '20:00')).toBe(want));
});

describe('an offer holds its table for the hold time, up to and not at its expiry', () => {
  const offered = Date.UTC(2026, 5, 1, 16, 0);
  const expires = offerExpiresAt(offered);
  it.each([
    [0, true],
    [WAITLIST_HOLD_MINUTES * 60_000 - 1, true],
    [WAITLIST_HOLD_MINUTES * 60_000, false],
    [WAITLIST_HOLD_MINUTES * 60_000 + 1, false],
  ])('%i ms after the offer: live %s', (after, live) => {
    expect(isOfferLive(expires, offered + after)).toBe(live);
  });
});

describe('a request closes at its window start, in Amsterdam', () => {
  it.each([
    ['2026-06-01', '18:30', '2026-06-01T16:30:00.000Z'],
    ['2026-12-01', '18:30', '2026-12-01T17:30:00.000Z'],
    ['2026-03-29', '12:00', '2026-03-29T10:00:00.000Z'],
    ['2026-10-25', '12:00', '2026-10-25T11:00:00.000Z'],
  ])('%s %s closes at %s', (date, from, want) => {
    expect(new Date(closesAt(date, from)).toISOString()).toBe(want);
    expect(closesAt(date, from)).toBe(combineDateTime(date, from));
  });
});

describe('a window may be joined up to, not at, its start in Amsterdam', () => {
  it.each([
    ['a second before its start (winter)', '2026-11-27', '18:30', '2026-11-27T17:29:59Z', true],
    ['at its start (winter)', '2026-11-27', '18:30', '2026-11-27T17:30:00Z', false],
    ['at its start (summer)', '2026-07-01', '18:30', '2026-07-01T16:30:00Z', false],
    ['an hour before its start (summer)', '2026-07-01', '18:30', '2026-07-01T15:30:00Z', true],
    ['the day before', '2026-11-28', '12:00', '2026-11-27T22:00:00Z', true],
  ])('%s: %s', (_, date, from, now, open) => {
    expect(isWindowOpen(date, from, Date.parse(now))).toBe(open);
  });
});

describe('a window ends at or after its start and is at most the widest window', () => {
  const widest = `${String(Math.floor(WAITLIST_MAX_WINDOW_MINUTES / 60) + 12).padStart(2, '0')}:00`;
  it.each([
    ['18:30', '20:00', undefined],
    ['18:30', '18:30', undefined],
    ['20:00', '18:30', 'reversed'],
    ['12:00', widest, undefined],
    ['11:59', widest, 'too_wide'],
  ])('%s–%s: %s', (from, until, want) => expect(windowProblem(from, until)).toBe(want));
});
