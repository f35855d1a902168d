import { act } from 'preact/test-utils';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
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
