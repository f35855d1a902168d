import { afterEach, describe, expect, it } from 'vitest';
import { click, submit, type } from '../testing/draw-rules';
import { drawSheet } from '../testing/draw-sheet';
import { booking } from '../testing/fake-api';

const CANCEL = 'DELETE /sites/site-1/reservations/b1';
const EDIT = 'PUT /sites/site-1/reservations/b1/guest';
const opener = (root: HTMLElement, kind: 'cancel' | 'edit') =>
  root.querySelector(`[data-opens="${kind}"]`) ?? undefined;
const news = (root: HTMLElement) => root.querySelector('[aria-live="polite"][role="status"]')!;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a host cancels a booking from the sheet: a reason, a confirmation, the guest told', () => {
  it('asks first, with the booking named; Keep booking sends nothing and returns to the button', async () => {
    const { root, calls } = await drawSheet([booking()]);
    await click(opener(root, 'cancel'));
    const form = root.querySelector('.staff-cancel')!;
    expect(form.querySelector('h4')!.textContent).toBe('Cancel the booking of Anna de Vries?');
    expect(form.textContent).toContain('The guest is told by e-mail or text message.');
    const before = calls.length;
    await click([...form.querySelectorAll('button')].find((button) => button.textContent === 'Keep booking'));
    expect(root.querySelector('.staff-cancel')).toBeNull();
    expect(calls.length).toBe(before);
    expect(document.activeElement).toBe(opener(root, 'cancel'));
  });

  it.each([
    ['a reason picked', 'restaurant', '', 'The restaurant cannot seat them'],
    ['their own words', 'other', 'Kitchen flooded', 'Kitchen flooded'],
  ])('sends %s, strikes the booking through and shows what happened', async (_case, choice, own, reason) => {
    const { root, calls } = await drawSheet([booking()], {
      [CANCEL]: { status: 200, body: { booking: booking({ status: 'cancelled' }) } },
    });
    await click(opener(root, 'cancel'));
    await type(root.querySelector('.staff-cancel select'), choice, 'change');
    if (own) await type(root.querySelector('#cancel-b1-own'), own);
    await submit(root.querySelector('.staff-cancel'));
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', body: { reason } });
    expect(root.querySelector('.staff-booking--cancelled')).not.toBeNull();
    expect(news(root).textContent).toBe('Anna de Vries at 19:00 cancelled. The guest is told.');
    // Shown, not only said.
    expect(news(root).className).toContain('staff-news');
  });

  it('a walk-in without contact says nobody is told', async () => {
    const { root } = await drawSheet([booking({ channel: 'walk_in', email: '', phone_number: '' })]);
    await click(opener(root, 'cancel'));
    expect(root.querySelector('.staff-cancel')!.textContent).toContain('nobody is told');
  });
});

describe("a host corrects a booking's guest details", () => {
  it('starts from the booking as it is and sends every field', async () => {
    const { root, calls } = await drawSheet([booking({ notes: 'Window' })], {
      [EDIT]: { status: 200, body: { booking: booking({ notes: 'Window, nut allergy' }) } },
    });
    await click(opener(root, 'edit'));
    const notes = root.querySelector<HTMLTextAreaElement>('#guest-b1-notes')!;
    expect(notes.value).toBe('Window');
    expect(document.activeElement).toBe(root.querySelector('#guest-b1-first_name'));
    await type(notes, 'Window, nut allergy');
    await submit(root.querySelector('.staff-guest-form'));
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      body: {
        first_name: 'Anna',
        last_name: 'de Vries',
        phone_number: '+31612345678',
        email: 'anna@example.test',
        language: 'nl',
        notes: 'Window, nut allergy',
        child_seats: 0,
        wheelchair_users: null,
      },
    });
    expect(root.querySelector('.staff-guest-form')).toBeNull();
    expect(root.querySelector('.staff-booking__notes dd')!.textContent).toBe('Window, nut allergy');
    expect(news(root).textContent).toBe('Anna de Vries: details saved.');
  });

  it.each([
    [
      'no way to reach the guest',
      { status: 422, body: { error: 'contact_required', message: 'x', field: 'phone_number' } },
      'Give a phone number or an e-mail address, so the restaurant can reach the guest.',
    ],
    [
      // A sheet drawn before the guest was erased elsewhere.
      'a booking anonymised meanwhile',
      { status: 409, body: { error: 'booking_anonymised', message: 'x' } },
      'This booking no longer names a guest: their details were erased, and are not written into it again.',
    ],
  ])('a refusal for %s keeps the form open with its own words', async (_case, answer, words) => {
    const { root } = await drawSheet([booking()], { [EDIT]: answer });
    await click(opener(root, 'edit'));
    await type(root.querySelector('#guest-b1-phone_number'), '');
    await type(root.querySelector('#guest-b1-email'), '');
    await submit(root.querySelector('.staff-guest-form'));
    expect(root.querySelector('.staff-guest-form [role="alert"]')!.textContent).toBe(words);
  });

  it("an anonymous row (its guest erased) reads '—' with its party and number, and offers nothing to correct", async () => {
    const { root } = await drawSheet([
      booking({
        first_name: '—',
        last_name: '',
        phone_number: '',
        email: '',
        status: 'cancelled',
        anonymised: true,
      }),
      booking({ id: 'b2', number: 'TF-1002', time: '20:00' }),
    ]);
    const [anonymous, named] = [...root.querySelectorAll<HTMLElement>('li.staff-booking')];
    expect(anonymous!.querySelector('h3')!.textContent).toBe('19:00 —, 4 guests Cancelled');
    expect(anonymous!.textContent).toContain('TF-1001');
    expect(anonymous!.textContent).not.toMatch(/undefined|null|Phone/);
    expect([opener(anonymous!, 'edit'), anonymous!.querySelector('.staff-guest-notes__link')]).toEqual([
      undefined,
      null,
    ]);
    expect(opener(named!, 'edit')).toBeDefined();
  });
});
