/** A fetch that answers the staff API's routes from a table, recording every call, for the staff app's unit tests. */
import { CLOCK_RULE_DEFAULTS } from '../../shared/staff/clock-rules';
import type { SheetBooking, DaySheet } from '../../shared/staff/day-sheet';
import { dayPartTotals, quarterCovers } from '../../shared/staff/day-sheet';
import type { Report } from '../../shared/staff/report';
import { createSafeStorage } from '../../ui/storage';
import type { StaffMember } from '../api/answers';
import { STAFF_SCREEN_DIRECTORY } from '../screens';
import { createStaffApp } from '../shell/create-staff-app';

interface FakeAnswer {
  status: number;
  body?: unknown;
  /** A body sent as it is (a CSV), instead of `body` as JSON. */
  raw?: string;
  headers?: Record<string, string>;
}
export type FakeRoute = FakeAnswer | ((call: RecordedCall) => FakeAnswer) | 'network';

interface RecordedCall {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

/** Routes are 'METHOD /path' under /api/staff (query included); an unknown route is a test's mistake: 404. */
export function fakeFetch(routes: Record<string, FakeRoute>) {
  const calls: RecordedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://staff.test');
    const headers = new Headers(init.headers);
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api\/staff/, '') + url.search,
      authorization: headers.get('Authorization'),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    if (route === 'network') throw new TypeError('Failed to fetch');
    const answer =
      typeof route === 'function' ? route(call) : (route ?? { status: 404, body: { error: 'not_found' } });
    const body = answer.raw ?? (answer.body === undefined ? null : JSON.stringify(answer.body));
    return new Response(body, {
      status: answer.status,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

export const STAFF: StaffMember = {
  id: 'staff-1',
  name: 'Sanne Bakker',
  email: 'sanne@example.test',
  language: 'nl',
  restaurants: [
    { site_id: 'site-1', site_name: 'Tafel Utrecht', role: 'host' },
    { site_id: 'site-2', site_name: 'Tafel Gouda', role: 'manager' },
  ],
};

export function booking(overrides: Partial<SheetBooking> = {}): SheetBooking {
  return {
    id: 'b1',
    number: 'TF-1001',
    time: '19:00',
    minutes: 120,
    party_size: 4,
    first_name: 'Anna',
    last_name: 'de Vries',
    phone_number: '+31612345678',
    email: 'anna@example.test',
    language: 'nl',
    notes: '',
    remarks: '',
    child_seats: 0,
    wheelchair_users: null,
    flow: null,
    channel: 'widget',
    status: 'confirmed',
    visit: 'booked',
    visit_changed_at: null,
    visit_changed_by: null,
    tables: ['T4'],
    anonymised: false,
    ...overrides,
  };
}

/**
 * A day sheet whose totals and quarters are counted by the shared rules, as the server counts them; the chain's clock
 * rules, and a Thursday open for lunch (12:00-16:30) and dinner (16:30-22:00).
 */
export function daySheet(bookings: SheetBooking[], overrides: Partial<DaySheet> = {}): DaySheet {
  return {
    site_id: 'site-1',
    site_name: 'Tafel Utrecht',
    date: '2026-12-24',
    bookings,
    totals: dayPartTotals(bookings),
    quarters: quarterCovers(bookings),
    clock_rules: CLOCK_RULE_DEFAULTS,
    opening_hours: [
      {
        weekday: 4,
        periods: [
          { period: 'lunch', from: '12:00', to: '16:30' },
          { period: 'dinner', from: '16:30', to: '22:00' },
        ],
      },
    ],
    ...overrides,
  };
}

/** 2026-12-24 19:07 in Amsterdam. */
export const NOW = Date.UTC(2026, 11, 24, 18, 7);

/** The figures of a range as shared/staff/report.ts counts them, all zero unless said. */
export function reportFigures(overrides: Partial<Report> = {}): Report {
  return {
    bookings: 0,
    cancelled: 0,
    no_shows: 0,
    no_show_rate: 0,
    guests: 0,
    covers: { morning: 0, afternoon: 0, evening: 0 },
    by_promotion: [],
    by_channel: [],
    ...overrides,
  };
}

/** A staff app on memory storage and a fake API. */
export function testStaffApp(routes: Record<string, FakeRoute>, storage = createSafeStorage(() => null)) {
  const api = fakeFetch(routes);
  const app = createStaffApp({
    fetch: api.fetch,
    storage,
    now: () => NOW,
    browserLanguages: ['en-GB'],
    screens: STAFF_SCREEN_DIRECTORY,
  });
  return { app, calls: api.calls, storage };
}
