import { act } from 'preact/test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WaitlistRequest } from '../../../shared/api/waitlist';
import type { Language } from '../../../shared/constants';
import { messageWords } from '../../i18n/message-words';
import { refusalWords, waitlistRefusalWords } from '../../i18n/refusal-words';
import { mountInApp } from '../../testing/mount';
import { HELD_OFFER_KEY } from './held-offer';
import { WaitlistOfferPage } from './offer';
import { waitlistWords } from './waitlist-words';

beforeAll(() =>
  Promise.all(
    (['en', 'nl'] as const).flatMap((language) => [
      waitlistWords.load(language),
      messageWords.load(language),
      refusalWords.load(language),
      waitlistRefusalWords.load(language),
    ]),
  ),
);
afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
});

const NOW = Date.UTC(2026, 11, 1, 17, 0);
const TOKEN = 'Tk3_abcdefghijklmnopqrs';
const REQUEST: WaitlistRequest = {
  id: 'r1',
  site_id: '1b8742b7-4076-495b-ac5e-52bc563c2a01',
  site_name: 'Tafel Amsterdam',
  date: '2026-12-01',
  from: '18:30',
  until: '20:00',
  party_size: 4,
  first_name: 'Anna',
  state: 'offered',
  channel: 'sms',
  contact: '+31612345678',
  language: 'en',
  joined_at: '2026-12-01T15:00:00.000Z',
  closes_at: '2026-12-01T17:30:00.000Z',
  offer: {
    date: '2026-12-01',
    time: '19:00',
    party_size: 4,
    expires_at: new Date(NOW + 14 * 60_000 + 30_000).toISOString(),
    by_host: false,
  },
  reservation_id: null,
};

/** The offer's page for a request the API answers as given (or refuses with `status` and `error`). */
async function openOffer(
  language: Language,
  answer: { request?: WaitlistRequest; status?: number; error?: string },
) {
  const json = answer.request ? { request: answer.request } : { error: answer.error, message: 'no' };
  const fetch = async () =>
    new Response(JSON.stringify(json), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  const mounted = mountInApp(
    <WaitlistOfferPage token={TOKEN} />,
    { fetch: fetch as typeof globalThis.fetch, now: () => NOW },
    (app) => {
      app.state.language.value = language;
    },
  );
  // The request (its summary) or the refusal (its alert) has arrived: a loaded machine may take a while.
  await vi.waitFor(
    async () => {
      await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
      if (!mounted.root.querySelector('dl, [role="alert"]')) throw new Error('still looking up the offer');
    },
    { timeout: 5000 },
  );
  return mounted;
}

const heading = (root: HTMLElement) => root.querySelector('h1')?.textContent;

describe('the offer’s page says what became of the request, each state in its own words', () => {
  it.each([
    ['en', 'offered', 'A table is free for you'],
    ['nl', 'offered', 'Er is een tafel vrij voor je'],
    ['en', 'waiting', 'You are on the waitlist'],
    ['nl', 'waiting', 'Je staat op de wachtlijst'],
    ['en', 'expired', 'This offer has expired'],
    ['nl', 'expired', 'Dit aanbod is verlopen'],
    ['en', 'claimed', 'You booked this table'],
    ['nl', 'claimed', 'Je hebt deze tafel gereserveerd'],
    ['en', 'declined', 'You said no thanks'],
    ['nl', 'declined', 'Je hebt het aanbod afgeslagen'],
    ['en', 'left', 'You have left the waitlist'],
    ['nl', 'left', 'Je staat niet meer op de wachtlijst'],
    ['en', 'closed', 'The waitlist has closed'],
    ['nl', 'closed', 'De wachtlijst is gesloten'],
  ] as const)('%s, %s: %s', async (language, state, title) => {
    const { root } = await openOffer(language, { request: { ...REQUEST, state } });
    expect(heading(root)).toBe(title);
  });

  it('an offer whose hold has run out reads as expired, with no button to book it', async () => {
    const gone = { ...REQUEST.offer!, expires_at: new Date(NOW - 1000).toISOString() };
    const { root } = await openOffer('en', { request: { ...REQUEST, offer: gone } });
    expect(heading(root)).toBe('This offer has expired');
    expect(root.textContent).not.toContain('Book this table');
  });

  it.each([
    ['en', 'We cannot find this waitlist request. It may have ended.'],
    ['nl', 'We kunnen dit wachtlijstverzoek niet vinden. Misschien is het afgelopen.'],
  ] as const)('an unknown link is told so (%s)', async (language, words) => {
    const { root } = await openOffer(language, { status: 404, error: 'waitlist_not_found' });
    expect(root.querySelector('[role="alert"]')?.textContent).toBe(words);
  });
});

describe('a live offer shows the table held and how long it is held, and books that table', () => {
  it('shows the time, the countdown and both choices', async () => {
    const { root } = await openOffer('en', { request: REQUEST });
    expect(root.textContent).toContain('A table for 4 at 19:00');
    expect(root.querySelector('[role="timer"]')?.textContent).toBe('14:30');
    expect(root.textContent).toContain('We hold this table for you for 15 more minutes.');
    expect([...root.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'Book this table',
      'No thanks',
    ]);
  });

  it('Book this table chooses the held time on the booking form and keeps the offer for the booking call', async () => {
    const { root, app } = await openOffer('en', { request: REQUEST });
    act(() => root.querySelector('button')!.click());
    const form = app.state.reservationForm;
    expect([form.location.value, form.date.value, form.timeSlot.value, form.party_size.value]).toEqual([
      REQUEST.site_id,
      '2026-12-01',
      '19:00',
      4,
    ]);
    expect(sessionStorage.getItem(HELD_OFFER_KEY)).toContain(TOKEN);
  });
});
