import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { CLOCK_RULE_DEFAULTS } from '../../shared/staff/clock-rules';
import type { DaySheet } from '../../shared/staff/day-sheet';
import { settle, type } from '../testing/draw-rules';
import { DAY, drawSheet } from '../testing/draw-sheet';
import { booking, daySheet } from '../testing/fake-api';

const WALK_IN = booking({ id: 'w', channel: 'walk_in', time: '23:00', first_name: '', last_name: '' });

/** Today's sheet (Thursday 2026-12-24, 19:07; open 12:00-16:30 and 16:30-22:00 unless said), walk-ins answered. */
async function drawForm(sheet: Partial<DaySheet> = {}) {
  const drawn = await drawSheet([], {
    [DAY]: { status: 200, body: daySheet([], sheet) },
    'POST /sites/site-1/walk-ins': { status: 201, body: { booking: WALK_IN } },
  });
  return { ...drawn, form: drawn.root.querySelector('form.staff-walk-in')! };
}
const send = async (form: Element) => {
  act(() => void form.dispatchEvent(new Event('submit', { cancelable: true })));
  await settle();
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a walk-in outside the opening hours asks the host for a reason (shared/staff/clock-rules.ts)', () => {
  it('inside the hours: no reason asked, none sent', async () => {
    const { form, calls } = await drawForm();
    expect(form.querySelector('#walk-in-reason')).toBeNull();
    await send(form);
    expect(calls.at(-1)!.body).toEqual({ time: '19:00', party_size: 2 });
  });

  it.each([
    ['at 23:00, the hours named', {}, '23:00 is outside today’s opening hours (12:00–22:00).'],
    [
      'at 23:00, a break between lunch and dinner named too',
      {
        opening_hours: [
          {
            weekday: 4,
            periods: [
              { period: 'dinner' as const, from: '17:30', to: '22:00' },
              { period: 'lunch' as const, from: '12:00', to: '15:00' },
            ],
          },
        ],
      },
      '23:00 is outside today’s opening hours (12:00–15:00, 17:30–22:00).',
    ],
    ['on a day it is closed', { opening_hours: [] }, 'The restaurant is closed today.'],
  ])('%s: the reason is asked and sent with the walk-in', async (_rule, sheet, words) => {
    const { form, calls } = await drawForm(sheet);
    await type(form.querySelector('#walk-in-time'), '23:00');
    expect(form.querySelector('#walk-in-outside')!.textContent).toBe(words);
    const reason = form.querySelector<HTMLInputElement>('#walk-in-reason')!;
    expect(reason.required).toBe(true);
    expect(reason.getAttribute('aria-describedby')).toBe('walk-in-outside walk-in-reason-hint');
    await type(reason, ' Kitchen staff ');
    await send(form);
    expect(calls.at(-1)!.body).toEqual({
      time: '23:00',
      party_size: 2,
      outside_hours_reason: 'Kitchen staff',
    });
    // Written down: the form starts again at now, its reason cleared (asked again only outside the hours).
    expect(form.querySelector<HTMLInputElement>('#walk-in-time')!.value).toBe('19:00');
    expect(form.querySelector<HTMLInputElement>('#walk-in-reason')?.value ?? '').toBe('');
  });

  it('a restaurant that seats walk-ins at any hour asks nothing', async () => {
    const { form } = await drawForm({
      clock_rules: { ...CLOCK_RULE_DEFAULTS, walk_ins_within_hours: false },
    });
    await type(form.querySelector('#walk-in-time'), '23:00');
    expect(form.querySelector('#walk-in-reason')).toBeNull();
  });

  it("the server's refusal is said in words", async () => {
    const { root, form } = await drawSheet([], {
      'POST /sites/site-1/walk-ins': {
        status: 422,
        body: { error: 'walk_in_outside_hours', field: 'outside_hours_reason' },
      },
    }).then((drawn) => ({ ...drawn, form: drawn.root.querySelector('form.staff-walk-in')! }));
    await send(form);
    expect(root.querySelector('.staff-walk-in [role="alert"]')!.textContent).toBe(
      'That time is outside the opening hours. Give a reason to write the walk-in down anyway.',
    );
  });
});
