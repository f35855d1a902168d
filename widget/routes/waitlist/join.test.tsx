/**
 * The join page's From picker offers only the starts the server still takes (shared/waitlist/window-choices.ts
 * windowStarts, the join's own rule isWindowOpen): on today's date, the times already past in Amsterdam are gone.
 */
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messageWords } from '../../i18n/message-words';
import { mountInApp } from '../../testing/mount';
import { WaitlistJoinPage } from './join';
import { waitlistWords } from './waitlist-words';

beforeAll(() => Promise.all([waitlistWords.load('en'), messageWords.load('en')]));
afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
});

const SITE_ID = '1b8742b7-4076-495b-ac5e-52bc563c2a01';
const EVENING = ['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00'];

/** The join page for the evening of `date`, the clock at `now`, after the day's times have arrived. */
async function openJoin(date: string, now: string, asked: string | null = null) {
  const fetch = async (input: RequestInfo | URL) => {
    const url = String(input);
    const body = url.includes('/availability')
      ? {
          days: [
            {
              date,
              sessions: [{ name: 'dinner', times: EVENING.map((time) => ({ time, is_available: false })) }],
            },
          ],
        }
      : { sites: [] };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  const mounted = mountInApp(
    <WaitlistJoinPage />,
    { fetch: fetch as typeof globalThis.fetch, now: () => Date.parse(now) },
    (app) => {
      const form = app.state.reservationForm;
      form.location.value = SITE_ID;
      form.date.value = date;
      form.party_size.value = 2;
      form.timeSlot.value = asked;
    },
  );
  await vi.waitFor(
    async () => {
      await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
      if (!mounted.root.querySelector('#waitlist-from, .notice'))
        throw new Error('still asking for the times');
    },
    { timeout: 5000 },
  );
  return mounted.root;
}

const choices = (root: HTMLElement, id: string) =>
  [...root.querySelectorAll<HTMLOptionElement>(`#${id} option`)].map((option) => option.value);
const chosen = (root: HTMLElement, id: string) => root.querySelector<HTMLSelectElement>(`#${id}`)?.value;

describe('the From picker hides the starts that have passed today (Amsterdam time)', () => {
  it.each([
    ['another day: every start', '2026-11-28', '2026-11-27T17:10:00Z', EVENING],
    ['today before opening: every start', '2026-11-27', '2026-11-27T12:00:00Z', EVENING],
    ['today at 18:10 (17:10Z): from 18:30', '2026-11-27', '2026-11-27T17:10:00Z', EVENING.slice(3)],
    ['today at 18:30 itself: from 19:00', '2026-11-27', '2026-11-27T17:30:00Z', EVENING.slice(4)],
    ['summer, today at 18:10 (16:10Z): from 18:30', '2026-07-01', '2026-07-01T16:10:00Z', EVENING.slice(3)],
  ])('%s', async (_, date, now, starts) => {
    const root = await openJoin(date, now);
    expect(choices(root, 'waitlist-from')).toEqual(starts);
    expect(chosen(root, 'waitlist-from')).toBe(starts[0]);
  });

  it('a time asked on the filter that has passed gives way to the first start still to come', async () => {
    const root = await openJoin('2026-11-27', '2026-11-27T17:10:00Z', '18:00');
    expect([chosen(root, 'waitlist-from'), chosen(root, 'waitlist-until')]).toEqual(['18:30', '20:00']);
  });

  it('today after the last start: no times to wait for', async () => {
    const root = await openJoin('2026-11-27', '2026-11-27T20:01:00Z');
    expect(root.querySelector('#waitlist-from')).toBeNull();
    expect(root.textContent).toContain('The restaurant has no times on this day to wait for.');
  });
});
