import { render } from 'preact';
import { LocationProvider } from 'preact-iso/router';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { GuestRecord } from '../../shared/staff/guest-record';
import { StaffContext } from '../shell/context';
import { click, settle, submit, type } from '../testing/draw-rules';
import { STAFF, testStaffApp, type FakeRoute } from '../testing/fake-api';
import { GuestPage } from './guest-page';

const RECORD = '/sites/site-1/reservations/b1/guest-record';

const record = (overrides: Partial<GuestRecord> = {}): GuestRecord => ({
  name: 'Anna de Vries',
  site_id: 'site-1',
  visits: [
    {
      site_id: 'site-1',
      site_name: 'Tafel Utrecht',
      date: '2026-12-20',
      time: '19:00',
      party_size: 2,
      number: 'A',
      outcome: 'no_show',
    },
    {
      site_id: 'site-3',
      site_name: 'Tafel Delft',
      date: '2026-11-01',
      time: '18:00',
      party_size: 4,
      number: 'B',
      outcome: 'visit',
    },
  ],
  totals: { visits: 1, no_shows: 1, cancellations: 0, booked: 0 },
  notes: [],
  some_hidden: false,
  sharing: 'all',
  ...overrides,
});

afterEach(() => {
  document.body.innerHTML = '';
});

/** The record of booking b1 at site-1 (where STAFF is a host), or at site-2 (a manager there). */
async function drawGuest(routes: Record<string, FakeRoute>, siteId = 'site-1', staff = STAFF) {
  const { app, calls } = testStaffApp({ 'GET /me': { status: 200, body: { staff } }, ...routes });
  app.session.token.value = 'session-1';
  await app.actions.restore();
  app.actions.setLanguage('en');
  const root = document.createElement('div');
  document.body.append(root);
  act(() =>
    render(
      <StaffContext.Provider value={app}>
        <LocationProvider>
          <GuestPage siteId={siteId} bookingId="b1" />
        </LocationProvider>
      </StaffContext.Provider>,
      root,
    ),
  );
  await settle();
  return { app, calls, root };
}

describe('the guest record screen', () => {
  it('lists the bookings at every restaurant it may see, with the totals', async () => {
    const { root } = await drawGuest({ [`GET ${RECORD}`]: { status: 200, body: { record: record() } } });
    expect(root.querySelector('h2')!.textContent).toBe('Anna de Vries');
    expect([...root.querySelectorAll('.staff-guest__visit')].map((line) => line.textContent)).toEqual([
      '20 Dec 2026, 19:00, Tafel Utrecht, 2 guests, No-show',
      '1 Nov 2026, 18:00, Tafel Delft, 4 guests, Came',
    ]);
    expect(root.querySelector('[aria-label="In total"]')!.textContent).toBe(
      '1 visit1 no-show0 cancellations0 to come',
    );
    expect(root.querySelector('.staff-guest__hidden')).toBeNull();
  });

  it('says that some is hidden when the chain shares records only where they happened', async () => {
    const { root } = await drawGuest({
      [`GET ${RECORD}`]: { status: 200, body: { record: record({ some_hidden: true, sharing: 'own' }) } },
    });
    expect(root.querySelector('.staff-guest__hidden')!.textContent).toContain(
      'only with the restaurant where they happened',
    );
  });

  it('a walk-in without contact: the words say there is no record', async () => {
    const { root } = await drawGuest({
      [`GET ${RECORD}`]: { status: 404, body: { error: 'no_guest_record', message: 'x' } },
    });
    expect(root.querySelector('[role="alert"]')!.textContent).toContain('there is no record');
  });

  it('a host saves tags and a note, and sees it said on screen', async () => {
    const saved = record({
      notes: [
        {
          site_id: 'site-1',
          site_name: 'Tafel Utrecht',
          tags: ['allergy'],
          note: 'Nuts',
          updated_at: '2026-12-24T18:00:00Z',
        },
      ],
    });
    const { root, calls } = await drawGuest({
      [`GET ${RECORD}`]: { status: 200, body: { record: record() } },
      [`PUT ${RECORD}/notes`]: { status: 200, body: { record: saved } },
    });
    const allergy = [...root.querySelectorAll('label')].find((label) => label.textContent === 'Allergy')!;
    act(() => {
      (allergy.querySelector('input') as HTMLInputElement).checked = true;
      allergy.querySelector('input')!.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await type(root.querySelector('#guest-note'), 'Nuts');
    await submit(root.querySelector('.staff-guest__notes'));
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', body: { tags: ['allergy'], note: 'Nuts' } });
    expect(root.querySelector('.staff-guest__outcome')!.textContent).toContain('Saved');
    // A host does not forget a guest's notes: that is a manager's.
    expect(
      [...root.querySelectorAll('button')].some((button) => button.textContent === 'Forget tags and notes'),
    ).toBe(false);
  });

  it('a manager forgets every restaurant’s tags and notes after confirming', async () => {
    const kept = record({
      site_id: 'site-2',
      notes: [
        {
          site_id: 'site-2',
          site_name: 'Tafel Gouda',
          tags: ['vip'],
          note: '',
          updated_at: '2026-12-24T18:00:00Z',
        },
      ],
    });
    const path = '/sites/site-2/reservations/b1/guest-record';
    const { root, calls } = await drawGuest(
      {
        [`GET ${path}`]: { status: 200, body: { record: kept } },
        [`DELETE ${path}/notes`]: { status: 200, body: { record: { ...kept, notes: [] } } },
      },
      'site-2',
    );
    const button = (words: string) =>
      [...root.querySelectorAll('button')].find((b) => b.textContent === words);
    await click(button('Forget tags and notes'));
    expect(root.textContent).toContain('It cannot be undone.');
    await click(button('Yes, forget them'));
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', path: `${path}/notes` });
    expect(root.textContent).toContain('Forgotten: no restaurant keeps tags or notes');
  });

  describe("the guest's rights, at their request: the chain admin's", () => {
    const ADMIN = {
      ...STAFF,
      restaurants: [
        ...STAFF.restaurants,
        { site_id: 'site-3', site_name: 'Tafel Delft', role: 'admin' as const },
      ],
    };
    const path = '/sites/site-3/reservations/b1/guest-record';
    const upcoming = {
      id: 'b7',
      number: 'TF-1007',
      restaurant: 'Tafel Delft',
      date: '2026-12-31',
      time: '20:00',
      party_size: 4,
      cancellable: true,
    };
    const button = (root: HTMLElement, words: string) =>
      [...root.querySelectorAll('button')].find((b) => b.textContent === words);

    it('a manager is not offered them', async () => {
      const path2 = '/sites/site-2/reservations/b1/guest-record';
      const { root } = await drawGuest(
        { [`GET ${path2}`]: { status: 200, body: { record: record() } } },
        'site-2',
      );
      expect(button(root, 'Download their data')).toBeUndefined();
      expect(button(root, 'Erase this guest…')).toBeUndefined();
    });

    it('erasing names the bookings it cancels first, and says what was done', async () => {
      const { root, calls } = await drawGuest(
        {
          [`GET ${path}`]: { status: 200, body: { record: record({ site_id: 'site-3' }) } },
          [`GET ${path}/erasure`]: { status: 200, body: { cancels: [upcoming] } },
          [`POST ${path}/erasure`]: {
            status: 200,
            body: { erased: { cancelled_bookings: 1, anonymised_bookings: 3, removed_rows: 4 } },
          },
        },
        'site-3',
        ADMIN,
      );
      await click(button(root, 'Erase this guest…'));
      expect(root.querySelector('#guest-erase-ask')!.textContent).toContain(
        '1 booking to come is cancelled first',
      );
      expect(root.querySelector('.staff-guest__cancels')!.textContent).toBe(
        'Tafel Delft, 31 Dec 2026 at 20:00, 4 guests',
      );
      await click(button(root, 'Yes, cancel and erase the guest'));
      expect(calls.at(-1)).toMatchObject({
        method: 'POST',
        path: `${path}/erasure`,
        body: { cancel: ['b7'] },
      });
      expect(root.querySelector('[role="status"]')!.textContent).toContain(
        'Erased: 1 booking cancelled, 3 kept without a name',
      );
      expect(root.querySelector('#guest-name')).toBeNull();
    });

    it('bookings changed meanwhile: the words say to look again, and nothing is erased', async () => {
      const { root } = await drawGuest(
        {
          [`GET ${path}`]: { status: 200, body: { record: record({ site_id: 'site-3' }) } },
          [`GET ${path}/erasure`]: { status: 200, body: { cancels: [] } },
          [`POST ${path}/erasure`]: { status: 409, body: { error: 'erasure_plan_changed', message: 'x' } },
        },
        'site-3',
        ADMIN,
      );
      await click(button(root, 'Erase this guest…'));
      await click(button(root, 'Yes, erase the guest'));
      expect(root.querySelector('[role="alert"]')!.textContent).toBe(
        'Their bookings to come changed meanwhile: look at the list again.',
      );
      expect(root.querySelector('#guest-name')!.textContent).toBe('Anna de Vries');
    });
  });
});
