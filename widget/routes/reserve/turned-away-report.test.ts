import { describe, expect, it, vi } from 'vitest';
import { createSafeStorage } from '../../../ui/storage';
import type { SessionSlot } from '../../../shared/slots/types';
import { createApp } from '../../state/create-app';
import { testEmbed } from '../../embed/test-embed';
import { createReservationFlow, JOURNEY_KEY, parseSavedJourney } from './model';
import { reportTurnedAway, turnedAwaySearch, visitIdOf, type FilterSearch } from './turned-away-report';

const slot = (time: string, is_available = true): SessionSlot => ({
  time,
  is_available,
  online_suspended: false,
  session_name: time < '16:30' ? 'lunch' : 'dinner',
});
/** The filter showing 5 December for 4, no time chosen, no time free. */
const shown = (change: Partial<FilterSearch> = {}): FilterSearch => ({
  date: '2026-12-05',
  partySize: 4,
  askedTime: null,
  slots: [],
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

/** A journey on memory storage, with a fake API that records what is POSTed. */
function journeyWithApi() {
  const posts: Array<{ url: string; body: unknown }> = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    if (init.method === 'POST') posts.push({ url, body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify({ recorded: true }), { status: 202 });
  });
  const app = createApp({
    window,
    storage: createSafeStorage(() => null),
    embed: testEmbed(),
    fetch: fetch as unknown as typeof globalThis.fetch,
    now: () => Date.UTC(2026, 10, 22, 9),
  });
  const storage = createSafeStorage(() => null);
  return { app, storage, journey: createReservationFlow(app, storage), posts };
}

describe('a visit has one random id, made with its first search turned away and kept with the journey', () => {
  it('is made once, then read back', () => {
    const { journey } = journeyWithApi();
    expect(journey.extras.value.visitId).toBeNull();
    const made = vi.fn(() => 'c0ffee00-1234-4abc-8def-000000000001');
    expect(visitIdOf(journey, made)).toBe('c0ffee00-1234-4abc-8def-000000000001');
    expect(visitIdOf(journey, () => 'another-visit-0000000')).toBe('c0ffee00-1234-4abc-8def-000000000001');
    expect(made).toHaveBeenCalledTimes(1);
  });

  it('a refresh is the same visit: the id is saved with the journey', () => {
    const { storage, journey } = journeyWithApi();
    const id = visitIdOf(journey, () => 'c0ffee00-1234-4abc-8def-000000000002');
    expect(parseSavedJourney(storage.get(JOURNEY_KEY))!.extras.visitId).toBe(id);
  });

  it('a kept value that is no visit id is replaced', () => {
    const { journey } = journeyWithApi();
    journey.actions.update({ visitId: '<script>' });
    expect(visitIdOf(journey, () => 'fresh-visit-00000000')).toBe('fresh-visit-00000000');
  });
});

describe("the journey tells a search turned away with the visit's id, and nothing when a time was found", () => {
  it('posts in the background with the id it made; a search with a free time posts nothing', async () => {
    const { app, journey, posts } = journeyWithApi();
    reportTurnedAway(app.api, journey, 'site-a', shown({ slots: [slot('19:00')] }));
    reportTurnedAway(app.api, journey, 'site-b', shown({ partySize: 12 }));
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    const visit = journey.extras.value.visitId;
    expect(visit).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(posts).toEqual([
      {
        url: '/api/sites/site-b/turned-away',
        body: { date: '2026-12-05', party_size: 12, day_part: 'day', visit_id: visit },
      },
    ]);
  });
});
