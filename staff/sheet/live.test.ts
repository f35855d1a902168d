import { describe, expect, it, vi } from 'vitest';
import { CLOCK_RULE_DEFAULTS } from '../../shared/staff/clock-rules';
import type { DaySheet } from '../../shared/staff/day-sheet';
import { createSafeStorage } from '../../ui/storage';
import { createStaffApi, type DayFollower } from '../api/staff-api';
import { daySheet, STAFF, testStaffApp } from '../testing/fake-api';
import { createDaySheetModel, reconnectDelay } from './day-sheet-model';
import { STAFF_TOKEN_KEY } from '../shell/token-store';

const SHEET = (bookings: number): DaySheet => ({
  site_id: 'site-1',
  site_name: 'Tafel Utrecht',
  date: '2026-11-25',
  bookings: Array.from({ length: bookings }, (_, n) => ({ id: `b${n}` }) as DaySheet['bookings'][number]),
  totals: [],
  quarters: [],
  clock_rules: CLOCK_RULE_DEFAULTS,
  opening_hours: [],
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

describe('the day sheet is live', () => {
  it('reads the day again on a change of that day or a word that some were missed; not on another day', async () => {
    const { model, followers, api } = fakeApi();
    await model.load('site-1', '2026-11-25');
    const stop = model.follow('site-1', '2026-11-25');
    expect(model.live.value).toBe('connecting');
    followers[0]!.ready();
    await settle();
    expect(model.live.value).toBe('live');
    const readsAfterReady = api.day.mock.calls.length;
    followers[0]!.change({ site_id: 'site-1', date: '2026-11-26' });
    await settle();
    expect(api.day.mock.calls.length).toBe(readsAfterReady);
    followers[0]!.change({ site_id: 'site-1', date: '2026-11-25' });
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
    for (let n = 0; n < 5; n += 1) followers[0]!.change({ site_id: 'site-1', date: '2026-11-25' });
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

describe('the live stream read through fetch, with the token in Authorization', () => {
  it('hears ready and each change, even when an event is split across chunks or a retry line comes between; an ended line is lost', async () => {
    // A closing server process says `retry:` last; it is no event, and breaks none around it.
    const chunks = [
      'event: ready\ndata: {}\n\n: alive\n\nevent: cha',
      'nge\ndata: {"site_id":"site-1","date":"2026-11-25"}\n\nret',
      'ry: 2000\n\nevent: change\ndata: {"all":true}\n\nretry: 1500\n\n',
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
    expect(heard).toEqual(['ready', { site_id: 'site-1', date: '2026-11-25' }, { all: true }]);
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

describe('a sheet whose session ended goes dark at once', () => {
  it('the server ends the stream, the sheet reconnects, the 401 signs the person out', async () => {
    const storage = createSafeStorage(() => null);
    storage.set(STAFF_TOKEN_KEY, 'session-1');
    let follows = 0;
    const { app, calls } = testStaffApp(
      {
        'GET /me': { status: 200, body: { staff: STAFF } },
        'GET /sites/site-1/day?date=2026-12-24': { status: 200, body: daySheet([]) },
        // The first line opens and the server ends it (the session was ended); the next finds it gone.
        'GET /sites/site-1/events': () =>
          ++follows === 1
            ? {
                status: 200,
                raw: 'event: ready\ndata: {}\n\n',
                headers: { 'Content-Type': 'text/event-stream' },
              }
            : { status: 401, body: { error: 'unauthorized' } },
      },
      storage,
    );
    await app.actions.restore();
    expect(app.session.phase.value).toBe('signed-in');
    await app.sheet.load('site-1', '2026-12-24');
    const stop = app.sheet.follow('site-1', '2026-12-24');
    try {
      // Followed again after a second (reconnectDelay(0)).
      await vi.waitFor(() => expect(app.session.phase.value).toBe('email'), { timeout: 3000 });
      expect(follows).toBe(2);
      expect(
        calls.filter((call) => call.path === '/sites/site-1/events').map((call) => call.authorization),
      ).toEqual(['session-1', 'session-1']);
      expect(storage.get(STAFF_TOKEN_KEY)).toBeNull();
      expect(app.session.staff.value).toBeNull();
    } finally {
      stop();
    }
  });
});
