import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { click, settle, type } from '../testing/draw-rules';
import { DAY, drawSheet } from '../testing/draw-sheet';
import { booking, daySheet } from '../testing/fake-api';

const buttonNames = (root: HTMLElement) =>
  [...root.querySelectorAll('.staff-booking__actions button')].map((button) => button.textContent);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('status buttons follow the shared visit rules', () => {
  it.each([
    [
      'booked: arrive or no-show (at 19:07, for 19:00, from 19:15), no undo',
      { visit: 'booked' },
      ['Arrived, Anna de Vries', 'No-show from 19:15, Anna de Vries'],
    ],
    [
      'arrived: left, or undo back to booked',
      { visit: 'arrived' },
      ['Left, Anna de Vries', 'Undo, Anna de Vries, back to Booked'],
    ],
    ['left: only undo back to arrived', { visit: 'left' }, ['Undo, Anna de Vries, back to Arrived']],
    ['no-show: only undo back to booked', { visit: 'no_show' }, ['Undo, Anna de Vries, back to Booked']],
    ['cancelled: no buttons', { status: 'cancelled' }, []],
  ] as const)('%s', async (_rule, overrides, names) => {
    const { root } = await drawSheet([booking(overrides)]);
    expect(buttonNames(root)).toEqual(names);
  });

  it('a cancelled booking stays listed, struck through and said to be cancelled', async () => {
    const { root } = await drawSheet([booking({ status: 'cancelled' })]);
    const row = root.querySelector('.staff-booking')!;
    expect(row.classList).toContain('staff-booking--cancelled');
    expect(row.querySelector('h3')!.textContent).toContain('Cancelled');
  });

  it('Arrived posts the move, shows who changed it and when, and says so in the live region', async () => {
    const arrived = booking({
      visit: 'arrived',
      visit_changed_at: '2026-12-24T18:04:00Z',
      visit_changed_by: 'Sanne Bakker',
    });
    const { root, calls } = await drawSheet([booking()], {
      'POST /sites/site-1/reservations/b1/visit': { status: 200, body: { booking: arrived } },
    });
    await click(root.querySelector('.staff-button--arrived'));
    expect(calls.at(-1)).toMatchObject({ authorization: 'session-1', body: { visit: 'arrived' } });
    expect(root.querySelector('.staff-booking__changed')!.textContent).toBe(
      'Arrived at 19:04 by Sanne Bakker',
    );
    expect(root.querySelector('[aria-live="polite"][role="status"]')!.textContent).toBe(
      'Anna de Vries: Arrived',
    );
    expect(buttonNames(root)).toEqual(['Left, Anna de Vries', 'Undo, Anna de Vries, back to Booked']);
  });

  it('Undo posts the status it returns to', async () => {
    const { root, calls } = await drawSheet([booking({ visit: 'left' })], {
      'POST /sites/site-1/reservations/b1/visit': {
        status: 200,
        body: { booking: booking({ visit: 'arrived' }) },
      },
    });
    await click(root.querySelector('.staff-booking__actions button'));
    expect(calls.at(-1)?.body).toEqual({ visit: 'arrived' });
    expect(root.querySelector('[role="status"]')!.textContent).toBe('Anna de Vries: back to Arrived');
  });

  it('a move someone else made first (409) reloads the day and says why', async () => {
    let loads = 0;
    const { root } = await drawSheet([], {
      [DAY]: () => ({
        status: 200,
        body: daySheet([booking({ visit: ++loads === 1 ? 'booked' : 'arrived' })]),
      }),
      'POST /sites/site-1/reservations/b1/visit': { status: 409, body: { error: 'visit_move_refused' } },
    });
    await click(root.querySelector('.staff-button--arrived'));
    expect(loads).toBe(2);
    expect(root.querySelector('.staff-booking [role="alert"]')!.textContent).toContain('changed meanwhile');
    expect(root.querySelector('.staff-status')!.textContent).toBe('Arrived');
  });
});

describe('the list: by time, with every fact the stand needs', () => {
  it('orders by time and shows phone as a tel: link, notes, high chairs, wheelchair, promotion, number and tables', async () => {
    const { root } = await drawSheet([
      booking({ id: 'late', time: '20:30', first_name: 'Bram', last_name: 'Smit' }),
      booking({
        notes: 'Birthday',
        child_seats: 2,
        wheelchair_users: true,
        flow: 'cinemaDeal',
        tables: ['T4', 'T5'],
      }),
    ]);
    const rows = [...root.querySelectorAll('.staff-booking')];
    expect(rows.map((row) => row.querySelector('.staff-booking__time')!.textContent)).toEqual([
      '19:00',
      '20:30',
    ]);
    const first = rows[0]!;
    expect(first.querySelector('a[href^="tel:"]')!.getAttribute('href')).toBe('tel:+31612345678');
    for (const fact of [
      'Birthday',
      '2 high chairs',
      'Wheelchair user in the party',
      'Promotion: Cinema deal',
      'TF-1001',
      'T4, T5',
    ])
      expect(first.textContent).toContain(fact);
    expect(first.querySelector('h3')!.textContent).toBe('19:00 Anna de Vries, 4 guests');
  });

  it.each([
    ['part of a name', 'bram', ['Bram Smit']],
    ['a name without its accent', 'zoe', ['Zoë Jansen']],
    ['a phone number written the Dutch way', '06 9876', ['Zoë Jansen']],
    ['a reservation number', 'tf-2', ['Bram Smit']],
    ['nothing matching', 'xyz', []],
  ] as const)('search finds by %s', async (_rule, query, names) => {
    const { root } = await drawSheet([
      booking({
        id: 'b',
        number: 'TF-2002',
        first_name: 'Bram',
        last_name: 'Smit',
        phone_number: '+31611111111',
      }),
      booking({
        id: 'z',
        number: 'TF-3003',
        first_name: 'Zoë',
        last_name: 'Jansen',
        phone_number: '+31698765432',
      }),
    ]);
    await type(root.querySelector('#sheet-search'), query);
    expect([...root.querySelectorAll('.staff-booking__name')].map((name) => name.textContent)).toEqual(names);
    if (!names.length) expect(root.textContent).toContain(`No booking matches “${query}”.`);
  });
});

describe('totals and the chart', () => {
  it('counts covers and tables per day part, leaving out cancelled and no-show bookings', async () => {
    const { root } = await drawSheet([
      booking({ id: 'l', time: '12:30', party_size: 2, tables: ['T1'] }),
      booking({ id: 'e', time: '19:00', party_size: 5, tables: ['T2', 'T3'] }),
      booking({ id: 'x', time: '19:30', party_size: 4, status: 'cancelled' }),
      booking({ id: 'n', time: '20:00', party_size: 3, visit: 'no_show' }),
    ]);
    const parts = [...root.querySelectorAll('.staff-totals__part')].map((part) => part.textContent);
    expect(parts).toEqual(['Afternoon2 guests · 1 table', 'Evening5 guests · 2 tables']);
  });

  it('the chart has a title, a description and the same numbers as a table', async () => {
    const { root } = await drawSheet([booking({ time: '19:00', minutes: 30, party_size: 2 })]);
    const svg = root.querySelector('svg[role="img"]')!;
    expect(svg.querySelector('title')!.textContent).toBe('Guests per quarter hour');
    expect(svg.querySelector('desc')!.textContent).toBe(
      'Guests at the tables per quarter hour, 19:00 to 19:15. Busiest: 2 guests.',
    );
    expect(svg.querySelectorAll('rect')).toHaveLength(2);
    // The hours and the scale are the page's text, beside the picture (never shrunk with it).
    const texts = (selector: string) => [...root.querySelectorAll(selector)].map((node) => node.textContent);
    expect(texts('.staff-chart__hours span')).toEqual(['19:00']);
    expect(texts('.staff-chart__scale span')).toEqual(['0', '2']);
    const rows = [...root.querySelectorAll('.staff-chart tbody tr')].map((row) => row.textContent);
    expect(rows).toEqual(['19:002', '19:152']);
    // Hidden in a box, not as a table: a table keeps its rows' height whatever its own height says.
    expect(root.querySelector('.staff-chart table')!.parentElement!.classList).toContain('visually-hidden');
  });

  it('a no-show counts out of the totals at once', async () => {
    const { root } = await drawSheet([booking({ time: '18:45', party_size: 4 })], {
      'POST /sites/site-1/reservations/b1/visit': {
        status: 200,
        body: { booking: booking({ time: '18:45', visit: 'no_show' }) },
      },
    });
    await click(root.querySelector('.staff-button--no_show'));
    expect(root.querySelector('.staff-totals')!.textContent).toContain('No guests expected.');
  });
});

describe('the walk-in form', () => {
  it('starts at the nearest quarter and 2 guests, posts the walk-in and lists it', async () => {
    const walkIn = booking({
      id: 'w',
      channel: 'walk_in',
      time: '19:00',
      party_size: 3,
      first_name: 'Piet',
      last_name: '',
      phone_number: '',
      email: '',
      tables: ['T9'],
    });
    const { root, calls } = await drawSheet([], {
      'POST /sites/site-1/walk-ins': { status: 201, body: { booking: walkIn } },
    });
    const form = root.querySelector('form.staff-walk-in')!;
    expect((form.querySelector('#walk-in-time') as HTMLInputElement).value).toBe('19:00');
    expect((form.querySelector('#walk-in-party') as HTMLInputElement).value).toBe('2');
    await type(form.querySelector('#walk-in-party'), '3');
    await type(form.querySelector('#walk-in-name'), ' Piet ');
    act(() => void form.dispatchEvent(new Event('submit', { cancelable: true })));
    await settle();
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      body: { time: '19:00', party_size: 3, name: 'Piet' },
    });
    expect(root.querySelector('.staff-booking__name')!.textContent).toBe('Piet');
    expect(root.querySelector('[role="status"]')!.textContent).toBe(
      'Walk-in written down: Piet, 3 guests at 19:00',
    );
  });

  it.each([
    [
      'no table free',
      { status: 409, body: { error: 'no_table' } },
      'No table is free at that time for this party.',
    ],
    [
      'a refused party size',
      { status: 422, body: { error: 'invalid_input', field: 'party_size' } },
      'Enter a party size the restaurant can seat.',
    ],
  ])('says so when refused: %s', async (_rule, answer, words) => {
    const { root } = await drawSheet([], { 'POST /sites/site-1/walk-ins': answer });
    act(
      () =>
        void root
          .querySelector('form.staff-walk-in')!
          .dispatchEvent(new Event('submit', { cancelable: true })),
    );
    await settle();
    expect(root.querySelector('.staff-walk-in [role="alert"]')!.textContent).toBe(words);
  });
});

describe('the sheet in Dutch, and a restaurant that is not theirs', () => {
  it('draws the words in Dutch, the promotion by its Dutch title', async () => {
    const { root } = await drawSheet([booking({ flow: 'cinemaDeal' })], {}, 'nl');
    expect(buttonNames(root)).toEqual(['Binnen, Anna de Vries', 'Niet gekomen vanaf 19:15, Anna de Vries']);
    expect(root.querySelector('.staff-booking__needs')!.textContent).toBe('Actie: Bioscoopdeal');
    expect(root.querySelector('h1')!.textContent).toBe(
      'Dagoverzicht Tafel Utrecht, donderdag 24 december 2026',
    );
  });

  it('a 403 says the restaurant is not on the account', async () => {
    const { root } = await drawSheet([], { [DAY]: { status: 403, body: { error: 'Forbidden' } } });
    expect(root.querySelector('[role="alert"]')!.textContent).toBe('This restaurant is not on your account.');
  });
});

describe('a sheet opened for one booking (?booking=)', () => {
  it('lands on that booking: its name has focus', async () => {
    const { root } = await drawSheet(
      [booking(), booking({ id: 'b2', first_name: 'Piet', last_name: 'Smit', time: '21:00' })],
      {},
      'en',
      '/staff/site-1/2026-12-24?booking=b2',
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement?.id).toBe('booking-b2');
    expect(root.contains(document.activeElement)).toBe(true);
  });
});
