import { describe, expect, it, vi } from 'vitest';
import type { DaySheet } from '../../../shared/staff/day-sheet';
import { createStaffApi, type DayFollower } from '../api/staff-api';
import { createDaySheetModel, reconnectDelay } from './day-sheet-model';

const SHEET = (bookings: number): DaySheet => ({
  site_id: 'site-1',
  site_name: 'Tafel Utrecht',
  date: '2026-11-25',
  bookings: Array.from({ length: bookings }, (_, n) => ({ id: `b${n}` }) as DaySheet['bookings'][number]),
  totals: [],
  quarters: [],
});

/** A staff API whose day answers come from a counter and whose follower the test drives. */
function fakeApi() {
  let reads = 0;
  const followers: DayFollower[] = [];
  const stops = vi.fn();
  const api = {
    day: vi.fn(async () => ({ ok: true as const, data: SHEET(++reads) })),
    setVisit: vi.fn(),
    addWalkIn: vi.fn(),
    follow: vi.fn((_site: string, follower: DayFollower) => {
      followers.push(follower);
      return stops;
    }),
  };
  const retries: Array<{ run: () => void; ms: number }> = [];
  const model = createDaySheetModel(api as never, (run, ms) => {
    retries.push({ run, ms });
    return () => {};
  });
  return { api, model, followers, retries, stops, reads: () => reads };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('issue 15: the day sheet is live', () => {
  it('reads the day again on a change of that day or a word that some were missed; not on another day', async () => {
    const { model, followers, api } = fakeApi();
    await model.load('site-1', '2026-11-25');
    const stop = model.follow('site-1', '2026-11-25');
    expect(model.live.value).toBe('connecting');
    followers[0]!.ready();
    await settle();
    expect(model.live.value).toBe('live');
    const readsAfterReady = api.day.mock.calls.length;
    followers[0]!.change({ site_id: 'site-1', date: '2026-11-26', id: 'x' });
    await settle();
    expect(api.day.mock.calls.length).toBe(readsAfterReady);
    followers[0]!.change({ site_id: 'site-1', date: '2026-11-25', id: 'x' });
    await settle();
    followers[0]!.change({ all: true });
    await settle();
    expect(api.day.mock.calls.length).toBe(readsAfterReady + 2);
    expect(model.sheet.value?.bookings).toHaveLength(readsAfterReady + 2);
    stop();
  });

  it('many changes while one read travels make one more read, not one each', async () => {
    const { model, followers, api } = fakeApi();
    await model.load('site-1', '2026-11-25');
    model.follow('site-1', '2026-11-25');
    const before = api.day.mock.calls.length;
    for (let n = 0; n < 5; n += 1)
      followers[0]!.change({ site_id: 'site-1', date: '2026-11-25', id: `c${n}` });
    await settle();
    await settle();
    expect(api.day.mock.calls.length).toBe(before + 2);
  });

  it('a lost line says offline, follows again after 1, 2, 4 … 15 s, and catches up when it is back', async () => {
    const { model, followers, retries, api } = fakeApi();
    await model.load('site-1', '2026-11-25');
    model.follow('site-1', '2026-11-25');
    followers[0]!.ready();
    followers[0]!.lost();
    expect(model.live.value).toBe('offline');
    expect(retries.map((retry) => retry.ms)).toEqual([1000]);
    retries[0]!.run();
    followers[1]!.lost();
    expect(retries.map((retry) => retry.ms)).toEqual([1000, 2000]);
    retries[1]!.run();
    const before = api.day.mock.calls.length;
    followers[2]!.ready();
    await settle();
    expect(model.live.value).toBe('live');
    expect(api.day.mock.calls.length).toBe(before + 1);
    expect([0, 1, 2, 3, 4, 5].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 15000, 15000]);
  });

  it('leaving the day stops following it, and a lost line then is not followed again', () => {
    const { model, followers, retries, stops } = fakeApi();
    const stop = model.follow('site-1', '2026-11-25');
    stop();
    expect(stops).toHaveBeenCalled();
    followers[0]!.lost();
    expect(retries).toEqual([]);
  });
});

describe('issue 15: the live stream read through fetch, with the token in Authorization', () => {
  it('hears ready and each change, even when an event is split across chunks; an ended line is lost', async () => {
    const chunks = [
      'event: ready\ndata: {}\n\n: alive\n\nevent: cha',
      'nge\ndata: {"site_id":"site-1","date":"2026-11-25","id":"b7"}\n\nevent: change\ndata: {"all":true}\n\n',
    ];
    const fetch = vi.fn(async () => {
      const encoder = new TextEncoder();
      const body = new ReadableStream({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
          controller.close();
        },
      });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    });
    const api = createStaffApi({ fetch: fetch as never, token: () => 'staff-token' });
    const heard: unknown[] = [];
    const lost = new Promise<void>((resolve) =>
      api.follow('site-1', {
        ready: () => heard.push('ready'),
        change: (change) => heard.push(change),
        lost: resolve,
      }),
    );
    await lost;
    expect(heard).toEqual(['ready', { site_id: 'site-1', date: '2026-11-25', id: 'b7' }, { all: true }]);
    expect(fetch).toHaveBeenCalledWith(
      '/api/staff/sites/site-1/events',
      expect.objectContaining({ headers: { Accept: 'text/event-stream', Authorization: 'staff-token' } }),
    );
  });

  it('a 401 signs the person out and the line is lost', async () => {
    const onUnauthorized = vi.fn();
    const api = createStaffApi({
      fetch: (async () => new Response('{"error":"unauthorized"}', { status: 401 })) as never,
      token: () => 'old',
      onUnauthorized,
    });
    await new Promise<void>((resolve) => api.follow('site-1', { ready() {}, change() {}, lost: resolve }));
    expect(onUnauthorized).toHaveBeenCalled();
  });
});
