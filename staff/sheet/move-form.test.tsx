import { afterEach, describe, expect, it } from 'vitest';
import { click, submit, type } from '../testing/draw-rules';
import { DAY, drawSheet } from '../testing/draw-sheet';
import { booking, daySheet } from '../testing/fake-api';

const MOVE = 'PATCH /sites/site-1/reservations/b1';
/** The first booking's Move button (Anna de Vries, b1, sorts first). */
const moveButton = (root: HTMLElement) => root.querySelector('[data-opens="move"]') ?? undefined;
const field = (root: HTMLElement, name: 'date' | 'time' | 'party') =>
  root.querySelector<HTMLInputElement>(`#move-b1-${name}`)!;
const liveWords = (root: HTMLElement) =>
  root.querySelector('[aria-live="polite"][role="status"]')!.textContent;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a host moves a booking from the day sheet', () => {
  it.each([
    ['booked: it may move', {}, true],
    ['arrived: it stays where it is', { visit: 'arrived' }, false],
    ['no-show: it stays where it is', { visit: 'no_show' }, false],
    ['cancelled: nothing to move', { status: 'cancelled' }, false],
  ] as const)('%s', async (_rule, overrides, shown) => {
    const { root } = await drawSheet([booking(overrides)]);
    expect(Boolean(moveButton(root))).toBe(shown);
  });

  it('Move opens a form with the booking as it is, the date field focused; Close sends nothing', async () => {
    const { root, calls } = await drawSheet([booking()]);
    expect(moveButton(root)!.textContent).toBe('Move, Anna de Vries');
    await click(moveButton(root));
    expect(root.querySelector('.staff-move h4')!.textContent).toBe('Move the booking of Anna de Vries');
    expect([field(root, 'date').value, field(root, 'time').value, field(root, 'party').value]).toEqual([
      '2026-12-24',
      '19:00',
      '4',
    ]);
    expect(document.activeElement).toBe(field(root, 'date'));
    expect(root.querySelector('.staff-move')!.textContent).toContain('The guest gets an e-mail');
    const before = calls.length;
    await click([...root.querySelectorAll('.staff-move button')].find((b) => b.textContent === 'Close'));
    expect(root.querySelector('.staff-move')).toBeNull();
    expect(calls.length).toBe(before);
  });

  it('a later time the same day: the row shows it, the totals follow, the live region says so', async () => {
    const moved = booking({ time: '20:30', party_size: 6, tables: ['T21'] });
    const { root, calls } = await drawSheet([booking()], {
      [MOVE]: { status: 200, body: { booking: moved } },
    });
    await click(moveButton(root));
    await type(field(root, 'time'), '20:30');
    await type(field(root, 'party'), '6');
    await submit(root.querySelector('.staff-move'));
    expect(calls.at(-1)).toMatchObject({
      method: 'PATCH',
      authorization: 'session-1',
      body: { date: '2026-12-24', time: '20:30', party_size: 6 },
    });
    expect(root.querySelector('.staff-move')).toBeNull();
    expect(root.querySelector('.staff-booking__time')!.textContent).toBe('20:30');
    expect(root.querySelector('.staff-booking h3')!.textContent).toContain('6 guests');
    expect(liveWords(root)).toBe('Anna de Vries moved to Thursday 24 December at 20:30, 6 guests');
  });

  it('another day: the booking leaves this day, and the Dutch live region names the day', async () => {
    const { root } = await drawSheet(
      [booking(), booking({ id: 'b2', first_name: 'Piet', last_name: 'Smit' })],
      { [MOVE]: { status: 200, body: { booking: booking({ time: '18:00' }) } } },
      'nl',
    );
    await click(moveButton(root));
    await type(field(root, 'date'), '2026-12-27');
    await type(field(root, 'time'), '18:00');
    await submit(root.querySelector('.staff-move'));
    expect([...root.querySelectorAll('.staff-booking__name')].map((name) => name.textContent)).toEqual([
      'Piet Smit',
    ]);
    expect(liveWords(root)).toBe('Anna de Vries verplaatst naar zondag 27 december om 18:00, 4 gasten');
  });

  it.each([
    ['move_no_table', 409, 'No table is free for this party at that time. The booking stays as it was.'],
    ['move_in_past', 422, 'That time has passed. Choose a time still ahead.'],
    ['move_closed', 422, 'The restaurant is not open at that time. Choose a time within the opening hours.'],
  ] as const)(
    'refused (%s): the form stays open with the words, the booking as it was',
    async (error, status, words) => {
      const { root } = await drawSheet([booking()], { [MOVE]: { status, body: { error } } });
      await click(moveButton(root));
      await type(field(root, 'time'), '23:30');
      await submit(root.querySelector('.staff-move'));
      expect(root.querySelector('.staff-move [role="alert"]')!.textContent).toBe(words);
      expect(root.querySelector('.staff-booking__time')!.textContent).toBe('19:00');
    },
  );

  it('past online-only limits: the form names each, and Move anyway confirms exactly those', async () => {
    const overrides = [
      { rule: 'largest_group', limit: 14 },
      { rule: 'online_block', reason: 'Private party', from_time: '19:00', to_time: '21:00' },
    ];
    const { root, calls } = await drawSheet([booking()], {
      [MOVE]: (call) =>
        (call.body as { overrides: string[] }).overrides.length === 2
          ? { status: 200, body: { booking: booking({ party_size: 16 }) } }
          : { status: 409, body: { error: 'override_needed', overrides } },
    });
    await click(moveButton(root));
    await type(field(root, 'party'), '16');
    await submit(root.querySelector('.staff-move'));
    expect(calls.at(-1)!.body).toMatchObject({ party_size: 16, overrides: [] });
    expect(root.querySelector('.staff-move [role="alert"]')!.textContent).toBe(
      'This move goes past limits guests online are held to:' +
        'Larger than the largest group online (14 guests).' +
        'Inside an online block from 19:00 to 21:00: “Private party”.',
    );
    const confirm = root.querySelector<HTMLButtonElement>('.staff-move button[type="submit"]')!;
    expect(confirm.textContent).toBe('Move anyway');
    await submit(root.querySelector('.staff-move'));
    expect(calls.at(-1)!.body).toMatchObject({
      party_size: 16,
      overrides: ['largest_group', 'online_block'],
    });
    expect(root.querySelector('.staff-move')).toBeNull();
  });

  it('a booking whose guests arrived meanwhile: the words, and the sheet read again shows it arrived', async () => {
    let reads = 0;
    const { root } = await drawSheet([], {
      [DAY]: () => ({
        status: 200,
        body: daySheet([booking(reads++ === 0 ? {} : { visit: 'arrived' })]),
      }),
      [MOVE]: { status: 409, body: { error: 'move_not_movable' } },
    });
    await click(moveButton(root));
    await submit(root.querySelector('.staff-move'));
    expect(reads).toBe(2);
    expect(root.querySelector('.staff-status')!.textContent).toBe('Arrived');
    expect(moveButton(root)).toBeUndefined();
  });

  it('a walk-in without an e-mail address: the host is told nobody gets an e-mail', async () => {
    const { root } = await drawSheet([booking({ email: '', channel: 'walk_in' })]);
    await click(moveButton(root));
    expect(root.querySelector('.staff-move')!.textContent).toContain(
      'This guest left no e-mail address: call them if they need to know.',
    );
  });
});
