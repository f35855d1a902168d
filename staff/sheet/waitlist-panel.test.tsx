import { afterEach, describe, expect, it } from 'vitest';
import type { StaffWaitlistEntry } from '../../shared/api/waitlist';
import { click, settle } from '../testing/draw-rules';
import { drawSheet as drawDay, WAITLIST } from '../testing/draw-sheet';

/** The sheet with its waitlist read (the panel reads it once the sheet is drawn). */
async function drawSheet(...args: Parameters<typeof drawDay>) {
  const drawn = await drawDay(...args);
  await settle();
  await settle();
  return drawn;
}

afterEach(() => {
  document.body.innerHTML = '';
});

const entry = (overrides: Partial<StaffWaitlistEntry>): StaffWaitlistEntry => ({
  id: 'w1',
  position: null,
  from: '19:30',
  until: '21:00',
  party_size: 2,
  name: 'Bea Smit',
  channel: 'sms',
  contact: '+31612345678',
  state: 'waiting',
  joined_at: '2026-12-24T15:00:00.000Z',
  offer: null,
  reservation_number: null,
  ...overrides,
});

const offer = {
  date: '2026-12-24',
  time: '20:00',
  party_size: 2,
  expires_at: '2026-12-24T18:22:00.000Z',
  by_host: false,
  tables: ['T4'],
};

const rows = (root: HTMLElement) =>
  [...root.querySelectorAll('.staff-waitlist__entry')].map((row) =>
    row.querySelector('.staff-waitlist__state')!.textContent!.trim(),
  );

describe("the day's waitlist shows each request's state", () => {
  it.each([
    ['waiting, with its place in line', entry({ position: 1 }), 'Waiting · no. 1 in line'],
    [
      'offered, with the time, the hold in Amsterdam time and the table',
      entry({ state: 'offered', offer }),
      'Offered 20:00, held until 19:22 · Table T4',
    ],
    [
      'offered on a combination of tables',
      entry({ state: 'offered', offer: { ...offer, tables: ['T4', 'T5'] } }),
      'Offered 20:00, held until 19:22 · Tables T4, T5',
    ],
    [
      'booked, with its number',
      entry({ state: 'claimed', offer: { ...offer, by_host: true }, reservation_number: 'K7T9QA' }),
      'Booked 20:00 (no. K7T9QA) · by hand',
    ],
    ['expired', entry({ state: 'expired', offer }), 'Offer expired'],
    ['declined', entry({ state: 'declined', offer }), 'Declined'],
    ['left', entry({ state: 'left' }), 'Left the list'],
    ['closed', entry({ state: 'closed' }), 'Closed'],
  ])('%s', async (_state, shown, words) => {
    const { root } = await drawSheet([], {
      [WAITLIST]: { status: 200, body: { date: '2026-12-24', entries: [shown] } },
    });
    expect(rows(root)).toEqual([words]);
  });

  it('says when no one is waiting', async () => {
    const { root } = await drawSheet([]);
    expect(root.querySelector('.staff-waitlist')!.textContent).toContain('No one is waiting for this day.');
  });
});

describe('a host offers a freed table by hand', () => {
  it('posts the time chosen in the window, then shows the request offered', async () => {
    let offered = false;
    const { root, calls } = await drawSheet([], {
      [WAITLIST]: () => ({
        status: 200,
        body: {
          date: '2026-12-24',
          entries: [
            offered
              ? entry({ state: 'offered', offer: { ...offer, by_host: true } })
              : entry({ position: 1 }),
          ],
        },
      }),
      'POST /sites/site-1/waitlist/w1/offer': () => {
        offered = true;
        return {
          status: 200,
          body: { entry: entry({ state: 'offered', offer: { ...offer, by_host: true } }) },
        };
      },
    });
    await click(root.querySelector('.staff-waitlist__entry > .staff-button'));
    const time = root.querySelector<HTMLInputElement>('#waitlist-time-w1')!;
    expect(time.value).toBe('19:30');
    expect([time.min, time.max]).toEqual(['19:30', '21:00']);
    await click(root.querySelector('.staff-waitlist__offer button[type="submit"]'));
    await settle();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ time: '19:30' });
    expect(rows(root)).toEqual(['Offered 20:00, held until 19:22 · by hand · Table T4']);
    expect(root.querySelector('.staff-waitlist [aria-live="polite"]')!.textContent).toBe(
      'Offered to Bea Smit: the table is held for 15 minutes.',
    );
  });

  it('a request no longer waiting is said so in words of its own', async () => {
    const { root } = await drawSheet([], {
      [WAITLIST]: { status: 200, body: { date: '2026-12-24', entries: [entry({ position: 1 })] } },
      'POST /sites/site-1/waitlist/w1/offer': { status: 422, body: { error: 'waitlist_closed' } },
    });
    await click(root.querySelector('.staff-waitlist__entry > .staff-button'));
    await click(root.querySelector('.staff-waitlist__offer button[type="submit"]'));
    await settle();
    expect(root.querySelector('.staff-waitlist [role="alert"]')!.textContent).toBe(
      'This guest is no longer waiting.',
    );
  });
});
