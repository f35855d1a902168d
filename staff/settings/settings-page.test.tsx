import { render } from 'preact';
import { LocationProvider } from 'preact-iso/router';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { CHAIN_SETTINGS } from '../../shared/staff/site-settings';
import { ENGLISH } from '../../ui/testing/english-words';
import { createSafeStorage } from '../../ui/storage';
import { StaffContext } from '../shell/context';
import { STAFF_TOKEN_KEY } from '../shell/token-store';
import { click, settle, submit, type } from '../testing/draw-rules';
import { booking, STAFF, testStaffApp, type FakeRoute } from '../testing/fake-api';
import { SettingsPage } from './settings-page';

const T1 = { id: 't1', label: 'T1', seats: 4, combinable: true, seating_area_id: 'a1' };
const T2 = { id: 't2', label: 'T2', seats: 6, combinable: false, seating_area_id: 'a1' };
const SETTINGS = {
  opening_hours: [{ weekday: 2, periods: [{ period: 'dinner', from: '16:30', to: '21:30' }] }],
  ...CHAIN_SETTINGS,
};
const ANSWER = { settings: SETTINGS, tables: [T1, T2], areas: [{ id: 'a1', name: 'Restaurant' }] };

/** Tafel Gouda's settings page (the account is its manager), or another restaurant's, in a language. */
async function drawSettings(
  routes: Record<string, FakeRoute> = {},
  { siteId = 'site-2', language = 'en' }: { siteId?: string; language?: 'en' | 'nl' } = {},
) {
  const storage = createSafeStorage(() => null);
  storage.set(STAFF_TOKEN_KEY, 'session-1');
  const { app, calls } = testStaffApp(
    {
      'GET /me': { status: 200, body: { staff: STAFF } },
      [`GET /sites/${siteId}/settings`]: { status: 200, body: ANSWER },
      ...routes,
    },
    storage,
  );
  await app.actions.restore();
  app.actions.setLanguage(language);
  const root = document.createElement('div');
  document.body.append(root);
  act(() =>
    render(
      <StaffContext.Provider value={app}>
        <LocationProvider>
          <SettingsPage siteId={siteId} />
        </LocationProvider>
      </StaffContext.Provider>,
      root,
    ),
  );
  await settle();
  return { app, calls, root };
}
const field = (root: Element, label: string) =>
  root.querySelector(
    `#${[...root.querySelectorAll('label')].find((element) => element.textContent === label)!.htmlFor}`,
  );
const buttonNamed = (root: Element, name: string) =>
  [...root.querySelectorAll('button')].find((button) => button.textContent === name);
const sent = (calls: Array<{ method: string; path: string }>) =>
  calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`);

afterEach(() => {
  document.body.innerHTML = '';
});

describe("the settings page is a manager's", () => {
  it('opens with its heading focused: the tables, the opening hours, the booking rules and the stand', async () => {
    const { root } = await drawSettings();
    const heading = root.querySelector('h1')!;
    expect(heading.textContent).toBe('Settings Tafel Gouda');
    expect(document.activeElement).toBe(heading);
    expect([...root.querySelectorAll('h2')].map((h2) => h2.textContent)).toEqual([
      'Tables',
      'Opening hours',
      'Booking rules',
      'At the host stand',
    ]);
    expect((field(root, 'Label, T1') as HTMLInputElement).value).toBe('T1');
    expect((field(root, 'Tuesday, period 1: to') as HTMLInputElement).value).toBe('21:30');
    expect([...root.querySelectorAll('fieldset')][0]!.textContent).toContain('Closed');
    expect(root.querySelector('a[href="/staff/site-2/rules"]')!.textContent).toBe('Rules & blocks');
  });

  it.each([
    ['a host of the restaurant', 'site-1', 'Only a manager can change the settings of this restaurant.'],
    ['a restaurant not on the account', 'site-9', 'This restaurant is not on your account.'],
  ])('%s reads why, and nothing is asked of the API', async (_rule, siteId, words) => {
    const { root, calls } = await drawSettings({}, { siteId });
    expect(root.querySelector('[role="alert"]')!.textContent).toBe(words);
    expect(calls.map((call) => call.path)).toEqual(['/me']);
  });
});

describe('opening hours and booking rules, checked before sending', () => {
  it('closing Tuesday at 20:00 with groups up to 6 sends both; the bookings that no longer fit are named', async () => {
    const late = { ...booking({ id: 'b9', time: '20:30' }), date: '2026-12-29', conflict: 'outside_hours' };
    const { root, calls } = await drawSettings({
      'PUT /sites/site-2/settings': (call) => ({
        status: 200,
        body: { settings: call.body, conflicts: [late] },
      }),
    });
    await type(field(root, 'Tuesday, period 1: to'), '20:00');
    await type(field(root, 'Largest group online'), '6');
    await submit(root.querySelector('.staff-settings__form'));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.body).toEqual({
      ...SETTINGS,
      opening_hours: [{ weekday: 2, periods: [{ period: 'dinner', from: '16:30', to: '20:00' }] }],
      max_group_online: 6,
    });
    const news = root.querySelector('[role="status"]')!.textContent!;
    expect(news).toContain('Settings saved. Guests see the change at once.');
    expect(news).toContain('20:30 Anna de Vries, 4 guests · outside the opening hours');
    expect(root.querySelector('a[href="tel:+31612345678"]')).not.toBeNull();
  });

  it.each([
    [
      'a period that ends before it starts',
      'Tuesday, period 1: from',
      '22:00',
      'Each period must end after it starts.',
    ],
    ['a largest group of 15', 'Largest group online', '15', 'The largest group online is 1 to 14 guests.'],
    ['an empty lead time', 'Online booking closes before a slot (minutes)', '', 'Enter 0 to 48 hours'],
    [
      'arrived from 5 hours before',
      'Arrived from (minutes before the start)',
      '300',
      'Arrived from (minutes before the start): Enter 0 to 4 hours in minutes, in steps of 5.',
    ],
    [
      'a no-show margin not in steps of 5',
      'No-show from (minutes after the start)',
      '12',
      'No-show from (minutes after the start): Enter 0 to 4 hours in minutes, in steps of 5.',
    ],
  ])('%s is said, and nothing is sent', async (_rule, label, value, words) => {
    const { root, calls } = await drawSettings();
    await type(field(root, label), value);
    await submit(root.querySelector('.staff-settings__form'));
    expect(root.querySelector('#settings-check')!.textContent).toContain(words);
    expect(sent(calls)).toEqual([]);
  });

  it('the clock rules at the stand are sent with the rest: arrived from 30 minutes, no-show from 10, walk-ins at any hour', async () => {
    const { root, calls } = await drawSettings({
      'PUT /sites/site-2/settings': (call) => ({ status: 200, body: { settings: call.body, conflicts: [] } }),
    });
    expect((field(root, 'Arrived from (minutes before the start)') as HTMLInputElement).value).toBe('60');
    expect((field(root, 'No-show from (minutes after the start)') as HTMLInputElement).value).toBe('15');
    const walkIns = root.querySelector('#settings-walk-ins') as HTMLInputElement;
    expect(walkIns.checked).toBe(true);
    await type(field(root, 'Arrived from (minutes before the start)'), '30');
    await type(field(root, 'No-show from (minutes after the start)'), '10');
    await click(walkIns);
    await submit(root.querySelector('.staff-settings__form'));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      ...SETTINGS,
      arrive_before_minutes: 30,
      no_show_after_minutes: 10,
      walk_ins_within_hours: false,
    });
  });

  it("the API's refusal is said in words", async () => {
    const { root } = await drawSettings({
      'PUT /sites/site-2/settings': { status: 422, body: { error: 'opening_hours_invalid' } },
    });
    await submit(root.querySelector('.staff-settings__form'));
    expect(root.querySelector('[role="alert"]')!.textContent).toContain('These opening hours were not saved');
  });

  it('a period is added to a closed day at its meal’s usual hours', async () => {
    const { root } = await drawSettings();
    await click(root.querySelector('button[aria-label="Add a period on Monday"]'));
    expect((field(root, 'Monday, period 1: from') as HTMLInputElement).value).toBe('08:00');
  });
});

describe('the tables', () => {
  it('a table added is sent and listed; a label another table has is said before sending', async () => {
    const { root, calls } = await drawSettings({
      'POST /sites/site-2/tables': (call) => ({
        status: 201,
        body: { table: { id: 't9', seating_area_id: 'a1', ...(call.body as object) } },
      }),
    });
    const add = root.querySelector('form[aria-label="Add a table"]')!;
    await type(field(add, 'Label'), 't1');
    await submit(add);
    expect(add.querySelector('.staff-refusal')!.textContent).toBe('Another table already has this label.');
    expect(sent(calls)).toEqual([]);
    await type(field(add, 'Label'), 'T9');
    await type(field(add, 'Seats'), '8');
    await submit(add);
    expect(calls.at(-1)!.body).toEqual({ label: 'T9', seats: 8, combinable: true, seating_area_id: 'a1' });
    expect(root.querySelector('form[aria-label="T9"]')).not.toBeNull();
    expect(root.querySelector('[role="status"]')!.textContent).toBe('Table T9 added.');
  });

  it('a table bookings to come hold is not removed: the refusal is said beside it', async () => {
    const { root } = await drawSettings({
      'DELETE /sites/site-2/tables/t2': { status: 409, body: { error: 'table_in_use' } },
    });
    const item = root.querySelector('form[aria-label="T2"]')!.parentElement!;
    await click(buttonNamed(item, 'Remove, T2'));
    await click(buttonNamed(item, 'Yes, remove T2'));
    expect(item.querySelector('[role="alert"]')!.textContent).toBe(
      'Bookings to come hold this table. Move or cancel them first, then remove it.',
    );
    expect(root.querySelector('form[aria-label="T2"]')).not.toBeNull();
  });

  it('a table removed asks first, then leaves the list, and focus goes to the heading', async () => {
    const { root, calls } = await drawSettings({ 'DELETE /sites/site-2/tables/t2': { status: 204 } });
    const item = root.querySelector('form[aria-label="T2"]')!.parentElement!;
    await click(buttonNamed(item, 'Remove, T2'));
    expect(item.textContent).toContain('Remove T2 for good?');
    expect(sent(calls)).toEqual([]);
    await click(buttonNamed(item, 'Yes, remove T2'));
    expect(root.querySelector('form[aria-label="T2"]')).toBeNull();
    expect(document.activeElement).toBe(root.querySelector('#tables-heading'));
    expect(root.querySelector('[role="status"]')!.textContent).toBe('Table T2 removed.');
  });

  it('a table shrunk keeps its bookings, named with why', async () => {
    const big = { ...booking({ id: 'b7', party_size: 6 }), date: '2026-12-29', conflict: 'table_too_small' };
    const { root, calls } = await drawSettings({
      'PUT /sites/site-2/tables/t2': (call) => ({
        status: 200,
        body: { table: { ...T2, ...(call.body as object) }, conflicts: [big] },
      }),
    });
    const row = root.querySelector('form[aria-label="T2"]')!;
    await type(field(row, 'Seats, T2'), '4');
    await submit(row);
    expect(calls.at(-1)!.body).toEqual({ label: 'T2', seats: 4, combinable: false });
    expect(root.querySelector('[role="status"]')!.textContent).toContain('the table now seats too few');
  });
});

describe('the settings page in Dutch', () => {
  it('every word on it is Dutch', async () => {
    const { root } = await drawSettings({}, { language: 'nl' });
    expect(root.querySelector('h1')!.textContent).toBe('Instellingen Tafel Gouda');
    expect(ENGLISH.exec(root.textContent ?? '')).toBeNull();
  });
});
