import { describe, expect, it, vi } from 'vitest';
import { createSafeStorage } from '../../../../ui/storage';
import type { SessionSlot } from '../../../../shared/slots/types';
import { createApp } from '../../../state/create-app';
import { testEmbed } from '../../../embed/test-embed';
import { createReservationFlow } from '../model';
import { turnedAwaySearch, visitIdOf, VISIT_KEY, type FilterSearch } from './turned-away';

const slot = (time: string, is_available = true): SessionSlot => ({
  time,
  is_available,
  online_suspended: false,
  session_name: time < '16:30' ? 'lunch' : 'dinner',
});
/** The filter showing 5 December for 4, its times loaded, the day open, no time chosen, no time free. */
const shown = (change: Partial<FilterSearch> = {}): FilterSearch => ({
  date: '2026-12-05',
  partySize: 4,
  askedTime: null,
  slots: [],
  loaded: true,
  dateOpen: true,
  ...change,
});

describe('the filter tells a search that found no time, in the part of the day the guest asked for', () => {
  it.each<[string, Partial<FilterSearch>, ReturnType<typeof turnedAwaySearch>]>([
    ['no time at all', {}, { date: '2026-12-05', party_size: 4, day_part: 'day' }],
    [
      'every time taken',
      { slots: [slot('19:00', false)] },
      { date: '2026-12-05', party_size: 4, day_part: 'day' },
    ],
    ['a free time', { slots: [slot('19:00')] }, null],
    ['the times still loading', { loaded: false }, null],
    ['a day the restaurant or promotion does not open', { dateOpen: false }, null],
    ['a party above the online maximum (asked to phone)', { partySize: 15 }, null],
    [
      '19:00 chosen, only lunch left',
      { askedTime: '19:00', slots: [slot('12:30')] },
      { date: '2026-12-05', party_size: 4, day_part: 'evening' },
    ],
    ['19:00 chosen, 20:00 free', { askedTime: '19:00', slots: [slot('20:00')] }, null],
    [
      'in a promotion flow',
      { flowName: 'cinemaDeal' },
      { date: '2026-12-05', party_size: 4, day_part: 'day', flow: 'cinemaDeal' },
    ],
  ])('%s', (_case, change, told) => {
    expect(turnedAwaySearch(shown(change))).toEqual(told);
  });
});

describe('a visit has one random id for the whole tab session', () => {
  it('is made once, then read back (a refresh is the same visit)', () => {
    const storage = createSafeStorage(() => null);
    const made = vi.fn(() => 'c0ffee00-1234-4abc-8def-000000000001');
    expect(visitIdOf(storage, made)).toBe('c0ffee00-1234-4abc-8def-000000000001');
    expect(visitIdOf(storage, () => 'another-visit-0000000')).toBe('c0ffee00-1234-4abc-8def-000000000001');
    expect(made).toHaveBeenCalledTimes(1);
  });

  it('a kept value that is no visit id is replaced', () => {
    const storage = createSafeStorage(() => null);
    storage.set(VISIT_KEY, '<script>');
    expect(visitIdOf(storage, () => 'fresh-visit-00000000')).toBe('fresh-visit-00000000');
  });
});

describe("the journey tells each search turned away once, with the visit's id", () => {
  it('posts a search once however often the guest comes back to it', async () => {
    const posts: Array<{ url: string; body: unknown }> = [];
    const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'POST') posts.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ recorded: true }), { status: 202 });
    });
    const storage = createSafeStorage(() => null);
    const app = createApp({
      window,
      storage: createSafeStorage(() => null),
      embed: testEmbed(),
      fetch: fetch as unknown as typeof globalThis.fetch,
      now: () => Date.UTC(2026, 10, 22, 9),
    });
    const journey = createReservationFlow(app, storage);
    const search = { date: '2026-12-05', party_size: 12, day_part: 'day' as const };
    journey.actions.reportTurnedAway('site-a', search);
    journey.actions.reportTurnedAway('site-a', { ...search });
    journey.actions.reportTurnedAway('site-b', search);
    await vi.waitFor(() => expect(posts).toHaveLength(2));
    const visit = storage.get(VISIT_KEY);
    expect(visit).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(posts.map((post) => post.url)).toEqual([
      '/api/sites/site-a/turned-away',
      '/api/sites/site-b/turned-away',
    ]);
    expect(posts[0]!.body).toEqual({ ...search, visit_id: visit });
  });
});
