import { act } from 'preact/test-utils';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_GROUP_ONLINE, RANGE_PROBE_SIZES } from '../../../shared/constants';
import { answerForSize, askedAlone } from '../../../shared/slots/offer';
import { messageWords } from '../../i18n/message-words';
import { mountInApp } from '../../testing/mount';
import { FilterPage } from './filter';
import { reserveWords } from './reserve-words';

beforeAll(() => Promise.all([reserveWords.load('en'), messageWords.load('en')]));
// A day without times is told to the figures through the booking path's chunk: let it load before teardown.
afterAll(() => import('./booking-path'));
afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
});

const SITE = {
  id: '1b8742b7-4076-495b-ac5e-52bc563c2a01',
  name: 'Tafel Amsterdam',
  city: 'Amsterdam',
  phone: '+31 20 555 0101',
  extra: {},
};
const DATE = '2026-11-23';
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const day = (times: string[]) => [
  {
    date: DATE,
    sessions: [
      {
        session_name: 'dinner',
        seating_areas: [{ seating_area_uid: 'a' }],
        times: times.map((time) => ({ time, is_available: true, online_suspended: false })),
      },
    ],
  },
];

/**
 * The API as the server answers (server/routes/sites.ts): a comma list gives by_party_size for every size asked, one
 * size gives days only. `timesOf` is the API's times for a size; the sizes asked are recorded.
 */
function fakeApi(timesOf: (size: number) => string[]) {
  const asked: string[] = [];
  const fetchImpl = async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://widget.test');
    if (!url.pathname.endsWith('/reservations/availability')) return json({ sites: [SITE] });
    const sizes = url.searchParams.get('party_size')!.split(',').map(Number);
    asked.push(url.searchParams.get('party_size')!);
    if (sizes.length === 1) return json({ days: day(timesOf(sizes[0]!)) });
    const bySize = Object.fromEntries(sizes.map((size) => [String(size), day(timesOf(size))]));
    return json({ days: day(timesOf(sizes[0]!)), by_party_size: bySize });
  };
  return { fetch: fetchImpl as typeof fetch, asked };
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 60)));
const SIZES = Array.from({ length: MAX_GROUP_ONLINE }, (_, index) => index + 1);

async function timesShownFor(size: number, timesOf: (size: number) => string[]) {
  const api = fakeApi(timesOf);
  const { root } = mountInApp(
    <FilterPage />,
    { fetch: api.fetch, now: () => Date.UTC(2026, 10, 22, 9) },
    (app) => {
      const form = app.state.reservationForm;
      form.location.value = SITE.id;
      form.date.value = DATE;
      form.party_size.value = size;
    },
  );
  for (let tries = 0; tries < 20 && !root.querySelector('.slot, .notice'); tries += 1) await settle();
  await settle();
  const times = [...root.querySelectorAll('.slot:not([disabled]) span:first-child')].map(
    (span) => span.textContent,
  );
  return { times, asked: api.asked };
}

describe('every party size up to the online maximum gets the times the API has for it', () => {
  // Each size has its own times, so a size shown another size's times would fail.
  const timesOf = (size: number) => [
    `${String(11 + (size % 10)).padStart(2, '0')}:${size % 2 ? '30' : '00'}`,
  ];
  it.each(SIZES)('a party of %i', async (size) => {
    const { times, asked } = await timesShownFor(size, timesOf);
    expect(times).toEqual(timesOf(size));
    // The range call stays the specification's; a size it skips is asked on its own.
    expect(asked).toContain(RANGE_PROBE_SIZES.join(','));
    expect(asked.includes(String(size))).toBe(askedAlone(size));
  });

  it('a size whose own answer has no times shows none', async () => {
    const { times } = await timesShownFor(9, (size) => (size === 9 ? [] : ['19:00']));
    expect(times).toEqual([]);
  });
});

describe('the answer that holds a size’s times', () => {
  const range = { days: [] };
  const own = { days: [] };
  it.each([
    [1, range],
    [8, range],
    [9, own],
    [10, range],
    [14, range],
  ])('size %i', (size, expected) => {
    expect(answerForSize(range, own, size)).toBe(expected);
  });
  it('sizes above the online maximum and non-integers are never asked alone', () => {
    expect([15, 21, 0, 2.5].map(askedAlone)).toEqual([false, false, false, false]);
  });
});

describe('the filter shows a date outside the current year with its year', () => {
  it.each([
    ['2027-05-26', ['Wednesday, 26 May 2027', '26 May 2027']],
    ['2026-12-02', ['Wednesday 2 December', '2 December']],
  ] as const)('%s', async (date, [onPicker, overTimes]) => {
    const api = fakeApi(() => ['19:00']);
    const { root } = mountInApp(
      <FilterPage />,
      { fetch: api.fetch, now: () => Date.UTC(2026, 10, 22, 9) },
      (app) => {
        app.state.reservationForm.location.value = SITE.id;
        app.state.reservationForm.date.value = date;
      },
    );
    for (let tries = 0; tries < 20 && !root.querySelector('.slot'); tries += 1) await settle();
    expect(root.querySelector('.date-picker__toggle span')!.textContent).toBe(onPicker);
    expect(root.querySelector('.slot')!.closest('fieldset')!.querySelector('legend')!.textContent).toContain(
      overTimes,
    );
    if (!date.startsWith('2027'))
      expect(
        root.querySelector('.slot')!.closest('fieldset')!.querySelector('legend')!.textContent,
      ).not.toContain('2026');
  });
});
