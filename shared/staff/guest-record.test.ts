import { describe, expect, it } from 'vitest';
import { recordTotals, visitOutcome } from './guest-record';
import type { VisitStatus } from './rules';

describe('visitOutcome: how a booking ended', () => {
  it.each([
    ['confirmed', 'booked', 'booked'],
    ['confirmed', 'arrived', 'visit'],
    ['confirmed', 'left', 'visit'],
    ['confirmed', 'no_show', 'no_show'],
    ['cancelled', 'booked', 'cancelled'],
    ['cancelled', 'no_show', 'cancelled'],
  ] as const)('%s and %s: %s', (status, visit: VisitStatus, outcome) => {
    expect(visitOutcome(status, visit)).toBe(outcome);
  });
});

describe('recordTotals: each outcome counted once', () => {
  it('counts visits, no-shows, cancellations and bookings to come', () => {
    const outcomes = ['visit', 'visit', 'no_show', 'cancelled', 'booked'] as const;
    expect(recordTotals(outcomes.map((outcome) => ({ outcome })))).toEqual({
      visits: 2,
      no_shows: 1,
      cancellations: 1,
      booked: 1,
    });
  });
});
