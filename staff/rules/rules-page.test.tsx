import { render } from 'preact';
import { LocationProvider } from 'preact-iso/router';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { ENGLISH } from '../../ui/testing/english-words';
import { StaffApp } from '../app';
import { StaffContext } from '../shell/context';
import { daySheet, testStaffApp, STAFF } from '../testing/fake-api';
import { drawRules, settle } from '../testing/draw-rules';
import { DaySheetPage } from '../sheet/day-sheet-page';

const ENTRIES = [
  {
    id: 'a3',
    at: '2026-12-24T18:30:00Z',
    staff_name: 'Sanne Bakker',
    action: 'stay_changed',
    subject: 'site-2',
    before: [{ up_to: null, minutes: 150 }],
    after: [{ up_to: null, minutes: 180 }],
  },
  {
    id: 'a2',
    at: '2026-12-24T18:10:00Z',
    staff_name: 'Joris Visser',
    action: 'block_added',
    subject: 'k2',
    before: null,
    after: {
      date: '2026-12-31',
      weekday: null,
      from_time: '18:00',
      to_time: '23:59',
      reason: 'Oudejaarsavond',
    },
  },
  {
    id: 'a1',
    at: '2026-12-24T18:04:00Z',
    staff_name: 'Sanne Bakker',
    action: 'visit',
    subject: 'TF-1001',
    before: 'booked',
    after: 'arrived',
  },
];
const AUDIT = { 'GET /sites/site-2/audit': { status: 200, body: { entries: ENTRIES } } };

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the rules page is a manager’s', () => {
  it('opens with its heading focused: the rules of the restaurant', async () => {
    const { root } = await drawRules();
    const heading = root.querySelector('h1')!;
    expect(heading.textContent).toBe('Rules & blocks Tafel Gouda');
    expect(document.activeElement).toBe(heading);
    expect([...root.querySelectorAll('h2')].map((h2) => h2.textContent)).toEqual([
      'Blocks',
      'Stay time per party size',
      'Audit trail',
    ]);
    expect(root.querySelector('a[href="/staff/site-2/2026-12-24"]')!.textContent).toBe(
      'Back to the day sheet',
    );
  });

  it.each([
    [
      'a host of the restaurant',
      'site-1',
      'Only a manager can change the rules and blocks of this restaurant.',
    ],
    ['a restaurant not on the account', 'site-9', 'This restaurant is not on your account.'],
  ])('%s reads why, and nothing is asked of the API', async (_rule, siteId, words) => {
    const { root, calls } = await drawRules({}, { siteId });
    expect(root.querySelector('[role="alert"]')!.textContent).toBe(words);
    expect(root.querySelector('.staff-blocks, .staff-stay, .staff-audit')).toBeNull();
    expect(calls.map((call) => call.path)).toEqual(['/me']);
  });

  it('rules the API refuses are said instead of the sections', async () => {
    const { root } = await drawRules({
      'GET /sites/site-2/rules': { status: 403, body: { error: 'forbidden' } },
    });
    expect(root.querySelector('[role="alert"]')!.textContent).toBe('This restaurant is not on your account.');
    expect(root.querySelector('.staff-blocks')).toBeNull();
  });

  it('the address /staff/{site}/rules opens the rules, not a day sheet', async () => {
    const { app } = testStaffApp({
      'GET /me': { status: 200, body: { staff: STAFF } },
      'GET /sites/site-2/rules': {
        status: 200,
        body: { stay_minutes: [{ up_to: null, minutes: 120 }], blocks: [] },
      },
      'GET /sites/site-2/audit': { status: 200, body: { entries: [] } },
    });
    app.session.token.value = 'session-1';
    await app.actions.restore();
    app.actions.setLanguage('en');
    history.replaceState(null, '', '/staff/site-2/rules');
    const root = document.createElement('div');
    document.body.append(root);
    act(() => render(<StaffApp app={app} />, root));
    await settle();
    expect(location.pathname).toBe('/staff/site-2/rules');
    expect(root.querySelector('h1')!.textContent).toBe('Rules & blocks Tafel Gouda');
  });
});

describe('the day sheet links to the rules only for a role that may edit blocks', () => {
  it.each([
    ['a manager', 'site-2', ['/staff/site-2/rules']],
    ['a host', 'site-1', []],
  ])('%s', async (_rule, siteId, links) => {
    const { app } = testStaffApp({
      'GET /me': { status: 200, body: { staff: STAFF } },
      [`GET /sites/${siteId}/day?date=2026-12-24`]: { status: 200, body: daySheet([], { site_id: siteId }) },
    });
    app.session.token.value = 'session-1';
    await app.actions.restore();
    app.actions.setLanguage('en');
    const root = document.createElement('div');
    document.body.append(root);
    act(() =>
      render(
        <StaffContext.Provider value={app}>
          <LocationProvider>
            <DaySheetPage siteId={siteId} date="2026-12-24" />
          </LocationProvider>
        </StaffContext.Provider>,
        root,
      ),
    );
    await settle();
    const found = [...root.querySelectorAll('a[href$="/rules"]')];
    expect(found.map((link) => link.getAttribute('href'))).toEqual(links);
    if (links.length) expect(found[0]!.textContent).toBe('Rules & blocks');
  });
});

describe('the audit trail lists the latest changes, newest first', () => {
  it('when (Amsterdam), who and what, in the API’s order', async () => {
    const { root } = await drawRules(AUDIT);
    const entries = [...root.querySelectorAll('.staff-audit__entry')];
    expect(entries.map((entry) => entry.querySelector('.staff-audit__meta')!.textContent)).toEqual([
      '24 Dec 2026, 19:30 · by Sanne Bakker',
      '24 Dec 2026, 19:10 · by Joris Visser',
      '24 Dec 2026, 19:04 · by Sanne Bakker',
    ]);
    expect(entries[0]!.querySelector('time')!.getAttribute('datetime')).toBe('2026-12-24T18:30:00Z');
    expect(entries.map((entry) => entry.querySelector('.staff-audit__what')!.textContent)).toEqual([
      'Stay time changed: larger groups 150 min → larger groups 180 min',
      'Block added: Thursday, 31 December 2026, 18:00–23:59: Oudejaarsavond',
      'Visit of TF-1001: Booked → Arrived',
    ]);
  });

  it('no changes: says so; refused: says why', async () => {
    expect((await drawRules()).root.querySelector('.staff-audit')!.textContent).toContain('No changes yet.');
    document.body.innerHTML = '';
    const { root } = await drawRules({
      'GET /sites/site-2/audit': { status: 403, body: { error: 'forbidden' } },
    });
    expect(root.querySelector('.staff-audit [role="alert"]')!.textContent).toBe(
      'This restaurant is not on your account.',
    );
  });
});

describe('the rules page in Dutch', () => {
  it('every word on it is Dutch', async () => {
    const { root } = await drawRules(AUDIT, { language: 'nl' });
    expect(root.querySelector('h1')!.textContent).toBe('Regels en blokkades Tafel Gouda');
    expect([...root.querySelectorAll('h2, h3')].map((heading) => heading.textContent)).toEqual([
      'Blokkades',
      'Blokkade toevoegen',
      'Verblijfsduur per groepsgrootte',
      'Logboek van wijzigingen',
    ]);
    expect(root.querySelector('.staff-audit__what')!.textContent).toBe(
      'Verblijfsduur gewijzigd: grotere groepen 150 min → grotere groepen 180 min',
    );
    const labels = [...root.querySelectorAll('label, legend, button, option, th')].map(
      (element) => element.textContent,
    );
    expect(labels.filter((text) => ENGLISH.test(text ?? ''))).toEqual([]);
    expect(ENGLISH.exec(root.textContent ?? '')).toBeNull();
  });

  it('a host reads in Dutch why the page is not theirs', async () => {
    const { root } = await drawRules({}, { siteId: 'site-1', language: 'nl' });
    expect(root.querySelector('[role="alert"]')!.textContent).toBe(
      'Alleen een manager kan de regels en blokkades van dit restaurant wijzigen.',
    );
  });
});
