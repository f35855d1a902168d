import { render } from 'preact';
import { LocationProvider } from 'preact-iso/router';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { TurnedAwayAnswer } from '../../shared/api/turned-away-answers';
import { turnedAwayBySite, turnedAwayFigures, type TurnedAwayGroup } from '../../shared/staff/turned-away';
import { StaffContext } from '../shell/context';
import { settle, submit } from '../testing/draw-rules';
import { STAFF, reportFigures, testStaffApp, type FakeRoute } from '../testing/fake-api';
import { ReportsPage } from './reports-page';
import { createTurnedAwayModel } from './turned-away-model';

const RANGE = 'from=2026-12-18&to=2026-12-24';
const REPORT = {
  from: '2026-12-18',
  to: '2026-12-24',
  total: reportFigures(),
  sites: [{ site_id: 'site-2', site_name: 'Tafel Gouda', ...reportFigures() }],
};
const NAMES: Record<string, string> = { 'site-2': 'Tafel Gouda', 'site-3': 'Tafel Delft' };

/** The answer the server gives for these searches, counted by the shared rules as the server counts them. */
function answerOf(siteIds: string[], groups: TurnedAwayGroup[]): TurnedAwayAnswer {
  return {
    from: '2026-12-18',
    to: '2026-12-24',
    total: turnedAwayFigures(groups),
    sites: turnedAwayBySite(siteIds, groups).map((site) => ({ ...site, site_name: NAMES[site.site_id]! })),
  };
}
const group = (change: Partial<TurnedAwayGroup>): TurnedAwayGroup => ({
  site_id: 'site-2',
  date: '2026-12-19',
  day_part: 'day',
  booked_site_id: null,
  searches: 1,
  guests: 4,
  ...change,
});
const GOUDA_AND_DELFT = answerOf(
  ['site-2', 'site-3'],
  [
    group({ booked_site_id: 'site-3', guests: 6 }),
    group({ day_part: 'evening', searches: 2, guests: 4 }),
    group({ date: '2026-12-20', booked_site_id: 'site-2' }),
    group({ site_id: 'site-3', date: '2026-12-19', searches: 1, guests: 2 }),
  ],
);

afterEach(() => {
  document.body.innerHTML = '';
});

/** The figures screen after Show, with the turned-away answer (or refusal) given. */
async function shown(turnedAway: FakeRoute, language: 'en' | 'nl' = 'en') {
  const { app, calls } = testStaffApp({
    'GET /me': { status: 200, body: { staff: STAFF } },
    [`GET /reports?${RANGE}`]: { status: 200, body: REPORT },
    [`GET /reports/turned-away?${RANGE}`]: turnedAway,
  });
  app.session.token.value = 'session-1';
  await app.actions.restore();
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
  await submit(root.querySelector('form'));
  await settle();
  return { root, calls, section: root.querySelector('.staff-turned-away') };
}

/** Each table of the section as its caption and rows of cell texts. */
const tables = (section: Element | null) =>
  [...(section?.querySelectorAll('table') ?? [])].map((table) => [
    table.querySelector('caption')!.textContent,
    ...[...table.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent).join(': '),
    ),
  ]);

describe('the figures show the demand turned away over the range shown', () => {
  it('asks for the same range, with the token, and shows the totals, the parts asked and each restaurant and day', async () => {
    const { calls, section } = await shown({ status: 200, body: GOUDA_AND_DELFT });
    expect(calls.find((call) => call.path.startsWith('/reports/turned-away'))).toMatchObject({
      path: `/reports/turned-away?${RANGE}`,
      authorization: 'session-1',
    });
    expect(section!.querySelector('h2')!.textContent).toBe('Demand turned away');
    expect(tables(section)).toEqual([
      ['All restaurants together', 'Searches that found no time: 5', 'Guests in those searches: 16'],
      [
        'Where they booked in the same visit',
        'At another of our restaurants: 1',
        'Here, at another time: 1',
        'Nowhere: 3',
      ],
      ['What they asked for', 'Any time of the day: 3', 'Morning: 0', 'Afternoon: 0', 'Evening: 2'],
      [
        'Per restaurant and day',
        'Tafel Gouda',
        'Sat 19 Dec' + '3 found no time: 1: 0: 2',
        'Sun 20 Dec' + '1 found no time: 0: 1: 0',
        'Tafel Delft',
        'Sat 19 Dec' + '1 found no time: 0: 0: 1',
      ],
    ]);
    // Each breakdown ends in its total: the searches, as the first table counts them.
    expect([...section!.querySelectorAll('tfoot tr')].map((row) => row.textContent)).toEqual([
      'Total5',
      'Total5',
    ]);
  });

  it("one restaurant's figures carry its name, and its days no restaurant heading", async () => {
    const gouda = answerOf(['site-2'], [group({ booked_site_id: 'site-3' })]);
    const { section } = await shown({ status: 200, body: gouda });
    const [total, , , days] = tables(section);
    expect(total![0]).toBe('Tafel Gouda');
    expect(days).toEqual(['Per restaurant and day', 'Sat 19 Dec' + '1 found no time: 1: 0: 0']);
  });

  it('a range without any says so, with no tables', async () => {
    const { section } = await shown({ status: 200, body: answerOf(['site-2'], []) });
    expect(section!.textContent).toContain('No search in the widget found these days full.');
    expect(section!.querySelector('table')).toBeNull();
  });

  it.each<[string, FakeRoute, string]>([
    ['no network', 'network', 'No connection to Tafel. Check the network and try again.'],
    [
      'a restaurant not on the account (403)',
      { status: 403, body: { error: 'Forbidden' } },
      'This restaurant is not on your account.',
    ],
  ])('%s is said in words in the section; the other figures stay', async (_case, route, words) => {
    const { root, section } = await shown(route);
    expect(section!.querySelector('[role="alert"]')!.textContent).toBe(words);
    expect(root.querySelector('#report-total-heading')).not.toBeNull();
  });

  it('in Dutch', async () => {
    const { section } = await shown({ status: 200, body: GOUDA_AND_DELFT }, 'nl');
    expect(section!.querySelector('h2')!.textContent).toBe('Misgelopen vraag');
    expect(tables(section).map((table) => table[0])).toEqual([
      'Alle restaurants samen',
      'Waar ze in hetzelfde bezoek reserveerden',
      'Waar ze naar zochten',
      'Per restaurant en dag',
    ]);
    expect(tables(section)[3]!.slice(1, 3)).toEqual(['Tafel Gouda', 'za 19 dec' + '3 zonder tijd: 1: 0: 2']);
  });
});

describe('only the latest range asked lands', () => {
  it('a late answer to an earlier range is dropped', async () => {
    const answers: Array<(value: { ok: true; data: TurnedAwayAnswer }) => void> = [];
    const model = createTurnedAwayModel({
      turnedAway: () => new Promise((resolve) => answers.push(resolve)),
    });
    const first = model.show({ from: '2026-12-01', to: '2026-12-07' });
    const second = model.show({ from: '2026-12-08', to: '2026-12-14' });
    const later = answerOf(['site-2'], [group({})]);
    answers[1]!({ ok: true, data: later });
    await second;
    answers[0]!({ ok: true, data: answerOf(['site-2'], []) });
    await first;
    expect(model.answer.value).toBe(later);
    expect(model.loading.value).toBe(false);
  });
});
