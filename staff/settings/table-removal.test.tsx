/**
 * A table's removal asks first and lists the bookings that hold it, each to move (its day sheet) or cancel (with a
 * reason); a table goes out of service for days with a reason, the bookings on it those days named with a table
 * suggested, and comes back in service.
 */
import { render } from 'preact';
import { LocationProvider } from 'preact-iso/router';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { CHAIN_SETTINGS } from '../../shared/staff/site-settings';
import { createSafeStorage } from '../../ui/storage';
import { StaffContext } from '../shell/context';
import { STAFF_TOKEN_KEY } from '../shell/token-store';
import { click, settle, submit, type } from '../testing/draw-rules';
import { booking, STAFF, testStaffApp, type FakeRoute } from '../testing/fake-api';
import { SettingsPage } from './settings-page';

const T1 = { id: 't1', label: 'T1', seats: 4, combinable: true, seating_area_id: 'a1' };
const T2 = { id: 't2', label: 'T2', seats: 6, combinable: false, seating_area_id: 'a1' };
const ANSWER = {
  settings: { opening_hours: [], ...CHAIN_SETTINGS },
  tables: [T1, T2],
  areas: [{ id: 'a1', name: 'Restaurant' }],
};
const TODAY = '2026-12-24';

async function drawSettings(routes: Record<string, FakeRoute>) {
  const storage = createSafeStorage(() => null);
  storage.set(STAFF_TOKEN_KEY, 'session-1');
  const { app, calls } = testStaffApp(
    {
      'GET /me': { status: 200, body: { staff: STAFF } },
      'GET /sites/site-2/settings': { status: 200, body: ANSWER },
      ...routes,
    },
    storage,
  );
  await app.actions.restore();
  app.actions.setLanguage('en');
  const root = document.createElement('div');
  document.body.append(root);
  act(() =>
    render(
      <StaffContext.Provider value={app}>
        <LocationProvider>
          <SettingsPage siteId="site-2" />
        </LocationProvider>
      </StaffContext.Provider>,
      root,
    ),
  );
  await settle();
  return { calls, root, item: root.querySelector('form[aria-label="T2"]')!.parentElement! };
}
const buttonNamed = (root: Element, name: string) =>
  [...root.querySelectorAll('button')].find((button) => button.textContent === name);
const field = (root: Element, label: string) =>
  root.querySelector(
    `#${[...root.querySelectorAll('label')].find((element) => element.textContent === label)!.htmlFor}`,
  );

afterEach(() => {
  document.body.innerHTML = '';
});

describe('removing a table that bookings hold', () => {
  const HOLDER = {
    id: 'r1',
    number: 'AB12',
    name: 'Visser',
    party_size: 4,
    date: '2026-12-28',
    start: '19:00',
  };

  it('lists each booking with Move (its day) and Cancel (with a reason), then removes the table', async () => {
    const { root, item, calls } = await drawSettings({
      'DELETE /sites/site-2/tables/t2': { status: 409, body: { error: 'table_in_use', bookings: [HOLDER] } },
      'DELETE /sites/site-2/reservations/r1': {
        status: 200,
        body: { booking: { ...booking({ id: 'r1' }), status: 'cancelled' } },
      },
    });
    await click(buttonNamed(item, 'Remove, T2'));
    await click(buttonNamed(item, 'Yes, remove T2'));
    expect(item.textContent).toContain('These bookings to come hold T2.');
    expect(item.querySelector('.staff-holders__item')!.textContent).toContain(
      'AB12 · Visser, 4 guests · Mon 28 Dec 19:00',
    );
    expect(item.querySelector('a')!.getAttribute('href')).toBe('/staff/site-2/2026-12-28?booking=r1');
    expect(buttonNamed(item, 'Yes, remove T2')).toBeUndefined();
    await click(buttonNamed(item, 'Cancel Cancel booking AB12'));
    await submit(item.querySelector('.staff-holders__cancel'));
    const cancel = calls.find((call) => call.method === 'DELETE' && call.path.endsWith('/reservations/r1'))!;
    expect(cancel.body).toEqual({ reason: 'Table no longer available' });
    expect(item.textContent).toContain('No booking holds T2 any more.');
    expect(buttonNamed(item, 'Yes, remove T2')).toBeDefined();
    expect(root.querySelector('form[aria-label="T2"]')).not.toBeNull();
  });
});

describe('a table out of service', () => {
  const OUTAGE = {
    id: 'o1',
    table_id: 't2',
    label: 'T2',
    from_date: TODAY,
    to_date: TODAY,
    reason: 'Broken leg',
  };

  it('is taken out for a day with a reason, names the bookings on it with a table suggested, and comes back', async () => {
    const { root, item, calls } = await drawSettings({
      'POST /sites/site-2/tables/t2/outages': {
        status: 201,
        body: {
          outage: OUTAGE,
          affected: [{ ...booking({ id: 'r2', last_name: 'Bakker' }), date: TODAY, suggested: ['T1'] }],
        },
      },
      'DELETE /sites/site-2/tables/t2/outages/o1': { status: 204 },
    });
    await click(buttonNamed(item, 'Out of service…, T2'));
    const form = item.querySelector('form[aria-label="Take T2 out of service"]')!;
    await submit(form);
    expect(form.textContent).toContain('Give a reason.');
    await type(field(form, 'Reason'), 'Broken leg');
    await submit(form);
    const posted = calls.find((call) => call.method === 'POST')!;
    expect(posted.body).toEqual({ from_date: TODAY, to_date: TODAY, reason: 'Broken leg' });
    const news = root.querySelector('[role="status"]')!.textContent;
    expect(news).toContain('T2 is out of service on Thu 24 Dec.');
    expect(news).toContain('suggested: T1');
    expect(item.querySelector('.staff-outages__list')!.textContent).toContain(
      'Out of service on Thu 24 Dec: Broken leg',
    );
    await click(buttonNamed(item, 'Back in service, T2'));
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', path: expect.stringContaining('/outages/o1') });
    expect(item.querySelector('.staff-outages__list')).toBeNull();
    expect(root.querySelector('[role="status"]')!.textContent).toBe('T2 is back in service.');
  });
});
