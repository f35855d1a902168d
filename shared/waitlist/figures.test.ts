import { describe, expect, it } from 'vitest';
import { waitlistFigures, type CountedRequest } from './figures';

describe('the waitlist figures count each request once, and its one offer', () => {
  const requests: CountedRequest[] = [
    { state: 'waiting', offered: false },
    { state: 'offered', offered: true },
    { state: 'claimed', offered: true },
    { state: 'expired', offered: true },
    { state: 'declined', offered: true },
    { state: 'left', offered: false },
    { state: 'left', offered: true },
    { state: 'closed', offered: false },
  ];
  it.each([
    ['requests: every one, whatever its state', 'requests', requests.length],
    ['offers: those offered a table', 'offers', requests.filter((r) => r.offered).length],
    ['claims: those booked', 'claims', 1],
    ['expiries: those whose offer ran out', 'expiries', 1],
  ] as const)('%s', (_rule, figure, want) => {
    expect(waitlistFigures(requests)[figure]).toBe(want);
  });

  it('no requests: all zero', () => {
    expect(waitlistFigures([])).toEqual({ requests: 0, offers: 0, claims: 0, expiries: 0 });
  });
});
