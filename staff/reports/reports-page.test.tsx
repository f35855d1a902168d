import { render } from 'preact';
import { LocationProvider } from 'preact-iso/router';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSafeStorage } from '../../ui/storage';
import { ENGLISH } from '../../ui/testing/english-words';
import { StaffApp } from '../app';
import type { StaffMember } from '../api/answers';
import { createStaffApp, screenModel } from '../shell/create-staff-app';
import { StaffContext } from '../shell/context';
import { click, settle, submit, type } from '../testing/draw-rules';
import { STAFF, daySheet, fakeFetch, reportFigures, testStaffApp, type FakeRoute } from '../testing/fake-api';
import { DaySheetPage } from '../sheet/day-sheet-page';
import { ReportsPage } from './reports-page';
import { reportsScreenModel } from './reports-model';

const WEEK = '/reports?from=2026-12-18&to=2026-12-24';
const GOUDA = reportFigures({
  bookings: 10,
  cancelled: 2,
  no_shows: 1,
  no_show_rate: 10,
  guests: 30,
  covers: { morning: 0, afternoon: 6, evening: 24 },
  by_promotion: [
    { flow: null, bookings: 7 },
    { flow: 'cinemaDeal', bookings: 3 },
  ],
  by_channel: [
    { channel: 'widget', bookings: 8 },
    { channel: 'walk_in', bookings: 2 },
  ],
});
const ANSWER = {
  from: '2026-12-18',
  to: '2026-12-24',
  total: { ...GOUDA, no_show_rate: 12.5 },
  sites: [{ site_id: 'site-2', site_name: 'Tafel Gouda', ...GOUDA }],
};

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

async function signedIn(
  routes: Record<string, FakeRoute>,
  staff: StaffMember = STAFF,
  language = 'en' as const,
) {
  const { app, calls } = testStaffApp({ 'GET /me': { status: 200, body: { staff } }, ...routes });
  app.session.token.value = 'session-1';
  await app.actions.restore();
  app.actions.setLanguage(language);
  return { app, calls };
}

async function drawReports(
  routes: Record<string, FakeRoute> = {},
  { staff = STAFF, language = 'en' }: { staff?: StaffMember; language?: 'en' | 'nl' } = {},
) {
  const { app, calls } = await signedIn({ [`GET ${WEEK}`]: { status: 200, body: ANSWER }, ...routes }, staff);
  app.actions.setLanguage(language);
  const root = document.createElement('div');
  document.body.append(root);
  act(() =>
    render(
      <StaffContext.Provider value={app}>
        <LocationProvider>
          <ReportsPage />
        </LocationProvider>
      </StaffContext.Provider>,
      root,
    ),
  );
  await settle();
  return { app, calls, root };
}

/** Each table of a block as its caption and rows of cell texts, its total row last. */
const tables = (block: Element) =>
  [...block.querySelectorAll('table')].map((table) => [
    table.querySelector('caption')!.textContent,
    ...[...table.querySelectorAll('tbody tr, tfoot tr')].map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent).join(': '),
    ),
  ]);

describe('the reports form', () => {
  it('opens at /staff/reports with its heading focused, on the last 7 days ending today in Amsterdam', async () => {
    const { app } = await signedIn({});
    history.replaceState(null, '', '/staff/reports');
    const root = document.createElement('div');
    document.body.append(root);
    act(() => render(<StaffApp app={app} />, root));
    await settle();
    const heading = root.querySelector('h1')!;
    expect(heading.textContent).toBe('Figures');
    expect(document.activeElement).toBe(heading);
    expect(root.querySelector<HTMLInputElement>('#report-from')!.value).toBe('2026-12-18');
    expect(root.querySelector<HTMLInputElement>('#report-to')!.value).toBe('2026-12-24');
  });

  it('today is Amsterdam’s: at 00:30 there it is already the next day', async () => {
    const { fetch } = fakeFetch({});
    const app = createStaffApp({
      fetch,
      storage: createSafeStorage(() => null),
      now: () => Date.UTC(2026, 11, 24, 23, 30),
    });
    expect(screenModel(app, reportsScreenModel).query()).toEqual({ from: '2026-12-19', to: '2026-12-25' });
  });

  it('offers all my restaurants, and each one where the role may read reports', async () => {
    const { root } = await drawReports();
    expect(
      [...root.querySelectorAll('#report-restaurant option')].map((option) => option.textContent),
    ).toEqual(['All my restaurants', 'Tafel Gouda']);
  });

  it('a host everywhere reads that the figures are a manager’s, and nothing is asked', async () => {
    const hostOnly = { ...STAFF, restaurants: [STAFF.restaurants[0]!] };
    const { root, calls } = await drawReports({}, { staff: hostOnly });
    expect(root.querySelector('[role="alert"]')!.textContent).toBe(
      'Only a manager can read the figures of a restaurant.',
    );
    expect(root.querySelector('form')).toBeNull();
    expect(calls.map((call) => call.path)).toEqual(['/me']);
  });
});

describe('Show puts the figures in tables, all restaurants together and each one', () => {
  it('the waitlist: requests, offers, claims and expiries, only where someone joined', async () => {
    const waitlist = { requests: 5, offers: 3, claims: 2, expiries: 1 };
    const { root } = await drawReports({
      [`GET ${WEEK}`]: {
        status: 200,
        body: {
          ...ANSWER,
          total: { ...ANSWER.total, waitlist },
          sites: [{ ...ANSWER.sites[0], waitlist: { requests: 0, offers: 0, claims: 0, expiries: 0 } }],
        },
      },
    });
    await submit(root.querySelector('form'));
    const [total, gouda] = [...root.querySelectorAll('.staff-report')];
    expect(tables(total!)[1]).toEqual([
      'Waitlist',
      'Guests who joined: 5',
      'Offered a table: 3',
      'Booked from an offer: 2',
      'Offers expired: 1',
    ]);
    expect(tables(gouda!).map((table) => table[0])).not.toContain('Waitlist');
  });

  it('a total block and one per restaurant: the rate in %, promotions by their titles, each breakdown’s total', async () => {
    const { root, calls } = await drawReports();
    await submit(root.querySelector('form'));
    expect(calls.find((call) => call.path.startsWith('/reports?'))).toMatchObject({
      path: WEEK,
      authorization: 'session-1',
    });
    expect(root.querySelector('.staff-reports__range')!.textContent).toContain(
      '18 December 2026 to 24 December 2026',
    );
    const blocks = [...root.querySelectorAll('.staff-report')];
    expect(blocks.map((block) => block.querySelector('h2')!.textContent)).toEqual([
      'All restaurants together',
      'Tafel Gouda',
    ]);
    expect(tables(blocks[0]!)[0]).toEqual([
      'Bookings',
      'Bookings (not counting 2 cancelled): 10',
      'Cancelled: 2',
      'No-shows: 1',
      'No-show rate: 12.5%',
    ]);
    expect(tables(blocks[1]!)).toEqual([
      [
        'Bookings',
        'Bookings (not counting 2 cancelled): 10',
        'Cancelled: 2',
        'No-shows: 1',
        'No-show rate: 10%',
      ],
      [
        'Guests per day part',
        'Morning: 0',
        'Afternoon: 6',
        'Evening: 24',
        'Total (not counting 2 cancelled and 1 no-show): 30',
      ],
      ['Bookings per promotion', 'No promotion: 7', 'Cinema deal: 3', 'Total (not counting 2 cancelled): 10'],
      ['Bookings per channel', 'Online: 8', 'Walk-in: 2', 'Total (not counting 2 cancelled): 10'],
    ]);
  });

  it.each([
    ['nothing left out: no note', 0, 0, 'Bookings: 10', 'Total: 30'],
    [
      'one cancelled',
      1,
      0,
      'Bookings (not counting 1 cancelled): 10',
      'Total (not counting 1 cancelled): 30',
    ],
    ['no-shows only leave guests out', 0, 2, 'Bookings: 10', 'Total (not counting 2 no-shows): 30'],
  ])(
    'the screen says which bookings a figure counts: %s',
    async (_case, cancelled, noShows, bookings, guests) => {
      const figures = { ...GOUDA, cancelled, no_shows: noShows };
      const { root } = await drawReports({
        [`GET ${WEEK}`]: { status: 200, body: { ...ANSWER, total: figures, sites: [] } },
      });
      await submit(root.querySelector('form'));
      const [overview, covers] = tables(root.querySelector('.staff-report')!);
      expect(overview![1]).toBe(bookings);
      expect(covers!.at(-1)).toBe(guests);
    },
  );

  it('one restaurant chosen: the query names it', async () => {
    const path = `${WEEK}&site_id=site-2`;
    const { root, calls } = await drawReports({ [`GET ${path}`]: { status: 200, body: ANSWER } });
    await type(root.querySelector('#report-restaurant'), 'site-2', 'change');
    await submit(root.querySelector('form'));
    expect(calls.map((call) => call.path)).toContain(path);
  });

  it.each<[string, FakeRoute, string]>([
    [
      'a range the API refuses (400)',
      { status: 400, body: { error: 'report_range_invalid' } },
      'A report covers 1 to 92 days, ending on or after its first day.',
    ],
    [
      'a restaurant not on the account (403)',
      { status: 403, body: { error: 'Forbidden' } },
      'This restaurant is not on your account.',
    ],
    ['no network', 'network', 'No connection to Tafel. Check the network and try again.'],
  ])('%s is said in words, with no figures', async (_rule, route, words) => {
    const { root } = await drawReports({ [`GET ${WEEK}`]: route });
    await submit(root.querySelector('form'));
    expect(root.querySelector('[role="alert"]')!.textContent).toBe(words);
    expect(root.querySelector('.staff-report')).toBeNull();
  });

  it('a range ending before it starts is refused before it is sent', async () => {
    const { root, calls } = await drawReports();
    await type(root.querySelector('#report-to'), '2026-12-01');
    await submit(root.querySelector('form'));
    expect(root.querySelector('[role="alert"]')!.textContent).toBe(
      'A report covers 1 to 92 days, ending on or after its first day.',
    );
    expect(calls.map((call) => call.path)).toEqual(['/me']);
  });
});

describe('Download CSV fetches the bookings with the token and saves them under the API’s name', () => {
  it('a Blob link named after Content-Disposition is clicked', async () => {
    const { root, calls } = await drawReports({
      [`GET /reports/bookings.csv?from=2026-12-18&to=2026-12-24&language=en`]: {
        status: 200,
        raw: 'restaurant,date\r\nTafel Gouda,2026-12-18\r\n',
        headers: {
          'Content-Type': 'text/csv',
          'Content-Disposition': 'attachment; filename="tafel-bookings-2026-12-18-2026-12-24.csv"',
        },
      },
    });
    await submit(root.querySelector('form'));
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:http://staff.test/1';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const button = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Download CSV');
    await click(button);
    expect(calls.at(-1)).toMatchObject({
      method: 'GET',
      path: '/reports/bookings.csv?from=2026-12-18&to=2026-12-24&language=en',
      authorization: 'session-1',
    });
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('tafel-bookings-2026-12-18-2026-12-24.csv');
    expect(clicked[0]!.getAttribute('href')).toBe('blob:http://staff.test/1');
    expect(await blobs[0]!.text()).toBe('restaurant,date\r\nTafel Gouda,2026-12-18\r\n');
    expect(clicked[0]!.isConnected).toBe(false);
  });

  it('a refused download is said beside the button', async () => {
    const { root } = await drawReports({
      [`GET /reports/bookings.csv?from=2026-12-18&to=2026-12-24&language=en`]: {
        status: 403,
        body: { error: 'Forbidden' },
      },
    });
    await submit(root.querySelector('form'));
    await click([...root.querySelectorAll('button')].find((b) => b.textContent === 'Download CSV'));
    expect(root.querySelector('.staff-reports__download [role="alert"]')!.textContent).toBe(
      'This restaurant is not on your account.',
    );
  });
});

describe('the day sheet links to the figures when any of the person’s roles may read reports', () => {
  it.each([
    ['a manager somewhere, on a sheet where they host', STAFF, ['/staff/reports']],
    ['a host everywhere', { ...STAFF, restaurants: [STAFF.restaurants[0]!] }, []],
  ])('%s', async (_rule, staff, links) => {
    const { app } = await signedIn(
      { 'GET /sites/site-1/day?date=2026-12-24': { status: 200, body: daySheet([]) } },
      staff,
    );
    const root = document.createElement('div');
    document.body.append(root);
    act(() =>
      render(
        <StaffContext.Provider value={app}>
          <LocationProvider>
            <DaySheetPage siteId="site-1" date="2026-12-24" />
          </LocationProvider>
        </StaffContext.Provider>,
        root,
      ),
    );
    await settle();
    const found = [...root.querySelectorAll('a[href="/staff/reports"]')];
    expect(found.map((link) => link.getAttribute('href'))).toEqual(links);
    if (links.length) expect(found[0]!.textContent).toBe('Figures');
  });
});

describe('the figures in Dutch', () => {
  it('every word is Dutch, and the rate is written the Dutch way', async () => {
    const { root } = await drawReports({}, { language: 'nl' });
    await submit(root.querySelector('form'));
    expect(root.querySelector('h1')!.textContent).toBe('Cijfers');
    const blocks = [...root.querySelectorAll('.staff-report')];
    expect(tables(blocks[0]!)).toEqual([
      [
        'Reserveringen',
        'Reserveringen (niet meegeteld: 2 geannuleerd): 10',
        'Geannuleerd: 2',
        'Niet gekomen: 1',
        'Aandeel niet gekomen: 12,5%',
      ],
      [
        'Gasten per dagdeel',
        'Ochtend: 0',
        'Middag: 6',
        'Avond: 24',
        'Totaal (niet meegeteld: 2 geannuleerd en 1 niet gekomen): 30',
      ],
      [
        'Reserveringen per actie',
        'Geen actie: 7',
        'Bioscoopdeal: 3',
        'Totaal (niet meegeteld: 2 geannuleerd): 10',
      ],
      [
        'Reserveringen per kanaal',
        'Online: 8',
        'Binnenloper: 2',
        'Totaal (niet meegeteld: 2 geannuleerd): 10',
      ],
    ]);
    expect(root.querySelector('.staff-reports__range')!.textContent).toContain(
      '18 december 2026 tot en met 24 december 2026',
    );
    expect(ENGLISH.exec(root.textContent ?? '')).toBeNull();
  });

  it('the range refusal in Dutch', async () => {
    const { root } = await drawReports(
      { [`GET ${WEEK}`]: { status: 400, body: { error: 'report_range_invalid' } } },
      { language: 'nl' },
    );
    await submit(root.querySelector('form'));
    expect(root.querySelector('[role="alert"]')!.textContent).toBe(
      'Een overzicht beslaat 1 tot en met 92 dagen en eindigt op of na de eerste dag.',
    );
  });
});
