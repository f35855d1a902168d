import { act } from 'preact/test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messageWords } from '../../i18n/message-words';
import { refusalWords } from '../../i18n/refusal-words';
import { mountInApp } from '../../testing/mount';
import { UserEditPage } from './user-edit';

beforeAll(() =>
  Promise.all(
    (['en', 'nl'] as const).flatMap((language) => [messageWords.load(language), refusalWords.load(language)]),
  ),
);
afterEach(() => {
  document.body.innerHTML = '';
});

const NOW = Date.UTC(2026, 10, 27, 12, 0);
const profile = {
  id: 'u1',
  first_name: 'Anna',
  last_name: 'Tester',
  phone_number: '+31612345678',
  email: 'anna@example.nl',
  language: 'en' as const,
};
const booking = {
  id: 'b1',
  number: 'R-1',
  restaurant: 'Tafel Utrecht',
  date: '2027-01-08',
  time: '19:30',
  party_size: 3,
  cancellable: true,
};

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
const button = (root: HTMLElement, name: string) =>
  [...root.querySelectorAll('button')].find((each) => each.textContent === name)!;

describe('the profile names each booking erasure cancels, then counts what it did once signed out', () => {
  it.each([
    [
      'en',
      'Delete my account',
      'Tafel Utrecht, Friday, 8 January 2027 at 19:30, 3 guests',
      'Your account is deleted',
      '1 booking cancelled, 4 bookings kept without your name.',
    ],
    [
      'nl',
      'Mijn account verwijderen',
      'Tafel Utrecht, vrijdag 8 januari 2027 om 19:30, 3 personen',
      'Je account is verwijderd',
      '1 reservering geannuleerd, 4 reserveringen bewaard zonder je naam.',
    ],
  ] as const)('%s', async (language, deleteAccount, line, deleted, counts) => {
    const fetch = (async (url: string, init: RequestInit = {}) => {
      const path = new URL(url, 'http://localhost').pathname;
      if (path === '/api/users/me/erasure' && init.method === 'POST')
        return Response.json({ erased: { cancelled_bookings: 1, anonymised_bookings: 4, removed_rows: 9 } });
      if (path === '/api/users/me/erasure') return Response.json({ cancels: [booking] });
      if (path === '/api/phone-checks') return Response.json({ textable: true });
      return Response.json({ user: profile });
    }) as unknown as typeof globalThis.fetch;
    const { root, app } = mountInApp(<UserEditPage uid="u1" />, { fetch, now: () => NOW }, (each) => {
      each.state.language.value = language;
      each.state.auth.token.value = 'session';
      each.state.auth.profile.value = profile;
    });
    await settle();
    act(() => button(root, deleteAccount).click());
    await settle();
    const region = root.querySelector('.your-data:not(.offers-consent)')!;
    expect([...region.querySelectorAll('li')].map((each) => each.textContent)).toEqual([line]);
    // Only the confirmation's own button erases; the first press only asked.
    act(() => button(root, deleteAccount).click());
    await settle();
    expect(root.querySelector('h1')?.textContent).toBe(deleted);
    expect(root.querySelector('[role=status]')?.textContent).toBe(counts);
    expect(app.state.auth.token.value).toBeNull();
    expect(app.state.auth.profile.value).toBeNull();
  });
});

const given = (yes: boolean, at: string, source = 'booking') => ({
  given: yes,
  at,
  source,
  words: '',
  language: 'nl',
});

describe("the profile's offers and news: the details step's words, one click, saved at once, since when", () => {
  it.each([
    [
      'en',
      'Send me offers and news',
      'You said yes on Tuesday 3 November. Untick the box to stop them at once.',
      'Saved: no more offers and news.',
      'You said no on Friday 27 November.',
    ],
    [
      'nl',
      'Stuur mij aanbiedingen en nieuws',
      'Je zei ja op dinsdag 3 november. Vink het vakje uit om ze meteen te stoppen.',
      'Opgeslagen: geen aanbiedingen en nieuws meer.',
      'Je zei nee op vrijdag 27 november.',
    ],
  ] as const)('%s', async (language, words, since, saved, after) => {
    const sent: unknown[] = [];
    let records = [given(true, '2026-11-03T18:00:00.000Z')];
    const fetch = (async (url: string, init: RequestInit = {}) => {
      const path = new URL(url, 'http://localhost').pathname;
      if (path === '/api/users/me/consents' && init.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as { offers_and_news: boolean };
        sent.push(body);
        records = [...records, given(body.offers_and_news, new Date(NOW).toISOString(), 'profile')];
        return Response.json({ offers_and_news: { given: body.offers_and_news, records } });
      }
      if (path === '/api/users/me/consents')
        return Response.json({ offers_and_news: { given: true, records } });
      return Response.json({ user: profile });
    }) as unknown as typeof globalThis.fetch;
    const { root } = mountInApp(<UserEditPage uid="u1" />, { fetch, now: () => NOW }, (each) => {
      each.state.language.value = language;
      each.state.auth.token.value = 'session';
      each.state.auth.profile.value = profile;
    });
    await settle();
    const section = root.querySelector('.offers-consent')!;
    const box = section.querySelector<HTMLInputElement>('input[type=checkbox]')!;
    expect(section.querySelector('label')?.textContent?.trim()).toBe(words);
    // The Dutch words come in their own chunk: the answer may be shown a moment later.
    await vi.waitFor(() => expect(box.checked).toBe(true));
    expect(section.querySelector('#consent-since')?.textContent).toBe(since);
    act(() => box.click());
    await settle();
    expect(sent).toEqual([{ offers_and_news: false, language }]);
    expect(box.checked).toBe(false);
    expect(section.querySelector('[role=status]')?.textContent).toBe(saved);
    expect(section.querySelector('#consent-since')?.textContent).toBe(after);
  });

  it('a refusal is said in its own words, and the box keeps what the server holds', async () => {
    const fetch = (async (url: string, init: RequestInit = {}) => {
      const path = new URL(url, 'http://localhost').pathname;
      if (path === '/api/users/me/consents' && init.method === 'PATCH')
        return Response.json({ error: 'too_many_requests', message: 'Too many requests' }, { status: 429 });
      if (path === '/api/users/me/consents')
        return Response.json({ offers_and_news: { given: false, records: [] } });
      return Response.json({ user: profile });
    }) as unknown as typeof globalThis.fetch;
    const { root } = mountInApp(<UserEditPage uid="u1" />, { fetch, now: () => NOW }, (each) => {
      each.state.auth.token.value = 'session';
      each.state.auth.profile.value = profile;
    });
    await settle();
    const section = root.querySelector('.offers-consent')!;
    const box = section.querySelector<HTMLInputElement>('input[type=checkbox]')!;
    expect(section.querySelector('#consent-since')).toBeNull();
    act(() => box.click());
    await settle();
    await vi.waitFor(() =>
      expect(section.querySelector('[role=alert]')?.textContent).toBe(
        'Too many attempts. Please wait a moment and try again.',
      ),
    );
    expect(box.checked).toBe(false);
    expect(section.querySelector('[role=status]')?.textContent).toBe('');
  });
});
