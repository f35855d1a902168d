import { render } from 'preact';
import { LocationProvider } from 'preact-iso/router';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClosedReasons } from '../../shared/api/closed-reasons-answers';
import { StaffApp } from '../app';
import { StaffContext } from '../shell/context';
import { settle, submit, type } from '../testing/draw-rules';
import { STAFF, testStaffApp, type FakeRoute } from '../testing/fake-api';
import { questionOf } from './why-closed-model';
import { WhyClosedPage } from './why-closed-page';

const EVE = '2026-12-24';
const ASK_EVE = `GET /sites/site-1/closed-reasons?date=${EVE}&time=19%3A00&party_size=2`;
const DEAL = { name: 'exampleAutumnDeal', title: { en: 'Autumn deal', nl: 'Herfstdeal' } };

const answer = (overrides: Partial<ClosedReasons> = {}): ClosedReasons => ({
  site_id: 'site-1',
  date: EVE,
  time: '19:00',
  party_size: 2,
  promotion: null,
  open: true,
  reasons: [],
  tables: { assigned: ['T4'], free_fitting: 3, any_fits: true, held_by: [], out_of_service: [] },
  promotions: [DEAL],
  ...overrides,
});
const CLOSED = answer({
  open: false,
  reasons: [
    { code: 'online_suspended', from_time: '18:00', to_time: '22:00', reason: 'Kerstdiner', weekday: null },
    {
      code: 'tables_taken',
      bookings: [{ number: '204518', name: 'Anna de Vries', time: '18:30', tables: ['T4'] }],
    },
  ],
  tables: {
    assigned: [],
    free_fitting: 0,
    any_fits: true,
    held_by: [{ number: '204518', name: 'Anna de Vries', time: '18:30', tables: ['T4'] }],
    out_of_service: [],
  },
});

afterEach(() => {
  document.body.innerHTML = '';
});

/** The page of site-1 (where STAFF is a host) for the day sheet's date, signed in. */
async function drawWhyClosed(routes: Record<string, FakeRoute>, language: 'en' | 'nl' = 'en') {
  const { app, calls } = testStaffApp({ 'GET /me': { status: 200, body: { staff: STAFF } }, ...routes });
  app.session.token.value = 'session-1';
  await app.actions.restore();
  app.actions.setLanguage(language);
  const root = document.createElement('div');
  document.body.append(root);
  act(() =>
    render(
      <StaffContext.Provider value={app}>
        <LocationProvider>
          <WhyClosedPage siteId="site-1" date={EVE} />
        </LocationProvider>
      </StaffContext.Provider>,
      root,
    ),
  );
  await settle();
  return { app, calls, root };
}

const lines = (root: Element) =>
  [...root.querySelectorAll('.staff-why-closed__answer li')].map((item) => item.textContent);

describe('why is this time closed: a host asks, the answer is in words', () => {
  it('opens from the sheet’s day and asks at once about 19:00 for 2', async () => {
    const { root, calls } = await drawWhyClosed({ [ASK_EVE]: { status: 200, body: answer() } });
    expect(root.querySelector('h1')!.textContent).toContain('Why is this time closed?');
    expect(calls.at(-1)).toMatchObject({ path: ASK_EVE.slice(4), authorization: 'session-1' });
    expect(root.querySelector<HTMLInputElement>('#why-date')!.value).toBe(EVE);
    const verdict = root.querySelector('#why-verdict')!;
    expect(verdict.textContent).toBe('Open online 19:00 on Thursday 24 December, 2 guests');
    expect(root.querySelector('.staff-why-closed__answer')!.textContent).toContain(
      '3 free tables seat this party on its own. A booking now gets T4.',
    );
  });

  it('a closed time lists every rule, the block with its reason and the bookings on the tables', async () => {
    const { root } = await drawWhyClosed({ [ASK_EVE]: { status: 200, body: CLOSED } });
    expect(root.querySelector('#why-verdict')!.textContent).toContain('Closed online');
    expect(lines(root)).toEqual([
      'Blocked online, 18:00–22:00: “Kerstdiner”.',
      'Every table that seats this party is taken for its stay, by:No. 204518, Anna de Vries, 18:30 (T4)',
      'No. 204518, Anna de Vries, 18:30 (T4)',
    ]);
  });

  it.each<[string, ClosedReasons['reasons'], boolean]>([
    [
      'blocked online, a table free: the tables are said',
      [{ code: 'online_suspended', from_time: '19:00', to_time: '19:15', reason: 'Borrel', weekday: null }],
      true,
    ],
    [
      'outside the opening hours: nobody sits down then',
      [{ code: 'outside_opening_hours', periods: [] }],
      false,
    ],
    ['begun: too late to sit down', [{ code: 'has_begun' }], false],
  ])('%s', async (_, reasons, said) => {
    const { root } = await drawWhyClosed({
      [ASK_EVE]: { status: 200, body: answer({ open: false, reasons }) },
    });
    expect(
      root
        .querySelector('.staff-why-closed__answer')!
        .textContent!.includes('Free for this party at this time: T4.'),
    ).toBe(said);
  });

  it('in Dutch too', async () => {
    const { root } = await drawWhyClosed({ [ASK_EVE]: { status: 200, body: CLOSED } }, 'nl');
    expect(root.querySelector('#why-verdict')!.textContent).toBe(
      'Online dicht 19:00 op donderdag 24 december, 2 personen',
    );
    expect(lines(root)[0]).toBe('Online geblokkeerd, 18:00–22:00: “Kerstdiner”.');
  });

  it('asks again for another time, party and promotion; the promotion by its name in words', async () => {
    const asked = `GET /sites/site-1/closed-reasons?date=${EVE}&time=12%3A30&party_size=9&promotion=exampleAutumnDeal`;
    const closedForDeal = answer({
      time: '12:30',
      party_size: 9,
      promotion: DEAL.name,
      open: false,
      reasons: [
        { code: 'promotion', promotion: DEAL.name, title: DEAL.title, refusal: 'group_too_large', value: 8 },
      ],
    });
    const { root, calls } = await drawWhyClosed({
      [ASK_EVE]: { status: 200, body: answer() },
      [asked]: { status: 200, body: closedForDeal },
    });
    expect([...root.querySelectorAll('#why-promotion option')].map((option) => option.textContent)).toEqual([
      'No promotion',
      'Autumn deal',
    ]);
    await type(root.querySelector('#why-time'), '12:30');
    await type(root.querySelector('#why-party'), '9');
    await type(root.querySelector('#why-promotion'), DEAL.name, 'change');
    await submit(root.querySelector('form'));
    expect(calls.at(-1)!.path).toBe(asked.slice(4));
    expect(root.querySelector('#why-verdict')!.textContent).toBe(
      'Closed online 12:30 on Thursday 24 December, 9 guests, with Autumn deal',
    );
    expect(lines(root)).toEqual(['Autumn deal is for groups of at most 8.']);
  });

  it('a question that is none is not sent, and says what to fill in', async () => {
    const { root, calls } = await drawWhyClosed({ [ASK_EVE]: { status: 200, body: answer() } });
    await type(root.querySelector('#why-party'), '0');
    await submit(root.querySelector('form'));
    expect(root.querySelector('[role="alert"]')!.textContent).toBe(
      'Enter a date, a time (such as 19:00) and a party of 1 to 40.',
    );
    expect(calls.filter((call) => call.path.includes('closed-reasons'))).toHaveLength(1);
  });

  it('a refusal of the API is said in words', async () => {
    const { root } = await drawWhyClosed({ [ASK_EVE]: { status: 403, body: { error: 'Forbidden' } } });
    expect(root.querySelector('[role="alert"]')!.textContent).toBe('This restaurant is not on your account.');
    expect(root.querySelector('.staff-why-closed__answer')).toBeNull();
  });

  it('opens from the day sheet’s link, for the sheet’s day', async () => {
    const sheetPath = `GET /sites/site-1/day?date=${EVE}`;
    const { app, root } = await drawWhyClosed({
      [sheetPath]: {
        status: 200,
        body: {
          site_id: 'site-1',
          site_name: 'Tafel Utrecht',
          date: EVE,
          bookings: [],
          totals: [],
          quarters: [],
        },
      },
      [ASK_EVE]: { status: 200, body: answer() },
    });
    root.remove();
    history.replaceState(null, '', `/staff/site-1/${EVE}`);
    const shell = document.createElement('div');
    document.body.append(shell);
    act(() => render(<StaffApp app={app} />, shell));
    await settle();
    const link = [...shell.querySelectorAll('a')].find((anchor) => anchor.textContent === 'Why closed?');
    expect(link?.getAttribute('href')).toBe(`/staff/site-1/why-closed/${EVE}`);
  });
});

describe('a question the API would take', () => {
  it.each([
    ['a whole question', { date: EVE, time: '19:00', party: '4', promotion: '' }, true],
    ['a date that is none', { date: '2026-02-30', time: '19:00', party: '4', promotion: '' }, false],
    ['no time', { date: EVE, time: '', party: '4', promotion: '' }, false],
    ['a party of none', { date: EVE, time: '19:00', party: '0', promotion: '' }, false],
    ['a party above the stand’s largest', { date: EVE, time: '19:00', party: '41', promotion: '' }, false],
    ['half a guest', { date: EVE, time: '19:00', party: '2.5', promotion: '' }, false],
  ])('%s: %s', (_, form, taken) => {
    expect(questionOf(form) !== null).toBe(taken);
  });
});
