import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_RULE_DEFAULTS, type ClockRules } from '../../shared/staff/clock-rules';
import type { SheetBooking } from '../../shared/staff/day-sheet';
import { click } from '../testing/draw-rules';
import { DAY, drawSheet } from '../testing/draw-sheet';
import { booking, daySheet } from '../testing/fake-api';
import { createDaySheetModel } from './day-sheet-model';

/** Each visit button's accessible name, and whether it can be pressed. */
const buttons = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLButtonElement>('.staff-booking__actions button')].map(
    (button) => [button.textContent, button.disabled ? 'held' : 'open'] as const,
  );

/** The sheet of 2026-12-24 at 19:07 (the tests' clock), with these bookings and the restaurant's clock rules. */
const drawWithRules = (bookings: SheetBooking[], rules: Partial<ClockRules> = {}) =>
  drawSheet(bookings, {
    [DAY]: { status: 200, body: daySheet(bookings, { clock_rules: { ...CLOCK_RULE_DEFAULTS, ...rules } }) },
  });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the visit buttons say from when the clock opens them (shared/staff/clock-rules.ts)', () => {
  it.each<[string, Partial<SheetBooking>, Partial<ClockRules>, Array<readonly [string, string]>]>([
    [
      'at 19:07 for 19:00: arrived now, no-show from 19:15',
      { time: '19:00' },
      {},
      [
        ['Arrived, Anna de Vries', 'open'],
        ['No-show from 19:15, Anna de Vries', 'held'],
      ],
    ],
    [
      'for 20:30: arrived from 19:30, no-show from 20:45',
      { time: '20:30' },
      {},
      [
        ['Arrived from 19:30, Anna de Vries', 'held'],
        ['No-show from 20:45, Anna de Vries', 'held'],
      ],
    ],
    [
      'for 18:45: both can be used',
      { time: '18:45' },
      {},
      [
        ['Arrived, Anna de Vries', 'open'],
        ['No-show, Anna de Vries', 'open'],
      ],
    ],
    [
      "the restaurant's own margins: arrived from 30 minutes before, no-show at the start",
      { time: '19:40' },
      { arrive_before_minutes: 30, no_show_after_minutes: 0 },
      [
        ['Arrived from 19:10, Anna de Vries', 'held'],
        ['No-show from 19:40, Anna de Vries', 'held'],
      ],
    ],
    [
      'arrived: leaving and undo are never held',
      { time: '20:30', visit: 'arrived' },
      {},
      [
        ['Left, Anna de Vries', 'open'],
        ['Undo, Anna de Vries, back to Booked', 'open'],
      ],
    ],
  ])('%s', async (_rule, overrides, rules, expected) => {
    const { root } = await drawWithRules([booking(overrides)], rules);
    expect(buttons(root)).toEqual(expected);
  });

  it('opens as the clock passes its time, without a reload; the day after, arrived says it is over', async () => {
    const { app, root } = await drawWithRules([booking({ time: '19:00' })]);
    act(() => void (app.sheet.now.value = Date.UTC(2026, 11, 24, 18, 15)));
    expect(buttons(root)).toEqual([
      ['Arrived, Anna de Vries', 'open'],
      ['No-show, Anna de Vries', 'open'],
    ]);
    act(() => void (app.sheet.now.value = Date.UTC(2026, 11, 25, 8, 0)));
    expect(buttons(root)).toEqual([
      ['Arrived: only on the day, Anna de Vries', 'held'],
      ['No-show, Anna de Vries', 'open'],
    ]);
  });

  it('a party still awaited after its start reads as late, by the minute; one that arrived does not', async () => {
    const { app, root } = await drawWithRules([
      booking({ time: '19:00' }),
      booking({ id: 'b2', time: '20:00' }),
    ]);
    const late = () => [...root.querySelectorAll('.staff-badge--late')].map((badge) => badge.textContent);
    expect(late()).toEqual(['7 min late']);
    act(() => void (app.sheet.now.value = Date.UTC(2026, 11, 24, 19, 3)));
    expect(late()).toEqual(['63 min late', '3 min late']);
  });

  it("a refusal from the server (the tablet's clock ahead) shows the server's time in words", async () => {
    const { root } = await drawSheet([booking({ time: '18:45' })], {
      'POST /sites/site-1/reservations/b1/visit': {
        status: 409,
        body: { error: 'visit_too_early', message: '…', from: '2026-12-24T18:00:00.000Z' },
      },
    });
    await click(root.querySelector('.staff-button--no_show'));
    expect(root.querySelector('.staff-booking [role="alert"]')!.textContent).toBe(
      'Not yet: this can be set from 19:00.',
    );
  });
});

describe("the sheet's clock keeps time while it is on screen", () => {
  it('reads the clock at the start of every minute, and stops when told', () => {
    const scheduled: Array<{ run: () => void; ms: number }> = [];
    const cancel = vi.fn();
    let clock = Date.UTC(2026, 11, 24, 18, 14, 40);
    const model = createDaySheetModel(
      {} as Parameters<typeof createDaySheetModel>[0],
      (run, ms) => {
        scheduled.push({ run, ms });
        return cancel;
      },
      () => clock,
    );
    const stop = model.keepTime();
    expect(model.now.value).toBe(clock);
    expect(scheduled.map((entry) => entry.ms)).toEqual([20_000]);
    clock = Date.UTC(2026, 11, 24, 18, 15, 0);
    scheduled[0]!.run();
    expect(model.now.value).toBe(clock);
    expect(scheduled.map((entry) => entry.ms)).toEqual([20_000, 60_000]);
    stop();
    expect(cancel).toHaveBeenCalledOnce();
  });
});
