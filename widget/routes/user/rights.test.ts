import { describe, expect, it } from 'vitest';
import { testEmbed } from '../../embed/test-embed';
import { createApp } from '../../state/create-app';
import { createSafeStorage } from '../../../ui/storage';
import { createGuestRights, MY_DATA_FILE } from './rights';

const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);
const embed = testEmbed();
const booking = {
  id: 'b1',
  number: 'R-1',
  restaurant: 'De Kas',
  date: '2026-11-28',
  time: '19:00',
  party_size: 2,
  cancellable: true,
};

/** A signed-in guest's app, and an API answering each call from `answers` (method and path) in turn. */
function signedIn(answers: Record<string, Response[]>) {
  const browser = createSafeStorage(() => null);
  browser.set(
    'tafel:token',
    JSON.stringify({ token: 'session', remember: true, expiresAt: NOW + 3_600_000 }),
  );
  const calls: { call: string; body: unknown; authorization: string | null }[] = [];
  const fetch = (async (url: string, init: RequestInit = {}) => {
    const call = `${init.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`;
    calls.push({
      call,
      body: init.body ? JSON.parse(String(init.body)) : null,
      authorization: new Headers(init.headers).get('authorization'),
    });
    return answers[call]?.shift() ?? Response.json({ user: { id: 'u1', first_name: 'Anna' } });
  }) as unknown as typeof globalThis.fetch;
  const app = createApp({ window, storage: browser, embed, fetch, now: () => NOW });
  return { app, browser, calls };
}

const refusal = (code: string) => Response.json({ error: code, message: code }, { status: 409 });

describe('a guest’s own rights: a copy of their data, and erasure after a confirmation that names its bookings', () => {
  it('the copy is fetched with the session token and saved as tafel-my-data.json', async () => {
    const data = { format: 'tafel-guest-data', version: 1, bookings: [{ number: 'R-1' }] };
    const { app, calls } = signedIn({ 'GET /api/users/me/data': [Response.json(data)] });
    const rights = createGuestRights(app);
    const saved: { name: string; text: Promise<string> }[] = [];
    const created = URL.createObjectURL;
    URL.createObjectURL = (blob: Blob) => {
      saved.push({ name: '', text: blob.text() });
      return 'blob:copy';
    };
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.at(-1)!.name = this.download;
    };
    try {
      expect(await rights.actions.download()).toBeNull();
    } finally {
      URL.createObjectURL = created;
      HTMLAnchorElement.prototype.click = click;
    }
    expect(calls.find((each) => each.call === 'GET /api/users/me/data')?.authorization).toBe('session');
    expect(saved[0]!.name).toBe(MY_DATA_FILE);
    expect(JSON.parse(await saved[0]!.text)).toEqual(data);
  });

  it('erasure cancels exactly the bookings the confirmation named, then signs the guest out here', async () => {
    const erased = { cancelled_bookings: 1, anonymised_bookings: 3, removed_rows: 7 };
    const { app, browser, calls } = signedIn({
      'GET /api/users/me/erasure': [Response.json({ cancels: [booking] })],
      'POST /api/users/me/erasure': [Response.json({ erased })],
    });
    const rights = createGuestRights(app);
    expect(await rights.actions.loadPlan()).toBeNull();
    expect(rights.plan.value).toEqual([booking]);
    expect(await rights.actions.erase()).toBeNull();
    expect(calls.find((each) => each.call === 'POST /api/users/me/erasure')?.body).toEqual({
      cancel: ['b1'],
    });
    expect(rights.erased.value).toEqual(erased);
    expect(app.state.auth.token.value).toBeNull();
    expect(app.state.auth.profile.value).toBeNull();
    expect(browser.get('tafel:token')).toBeNull();
    // The server ended the session with the account: no call goes out to end it again.
    expect(calls.some((each) => each.call.startsWith('DELETE'))).toBe(false);
  });

  it.each([
    ['erasure_plan_changed', 'erasurePlanChanged', 2],
    ['erasure_booking_soon', 'erasureBookingSoon', 1],
  ] as const)(
    'a refusal (%s) keeps the account and the session; only a changed list is loaded again',
    async (code, key, planLoads) => {
      const later = { ...booking, id: 'b2', restaurant: 'Rijks' };
      const { app, calls } = signedIn({
        'GET /api/users/me/erasure': [
          Response.json({ cancels: [booking] }),
          Response.json({ cancels: [booking, later] }),
        ],
        'POST /api/users/me/erasure': [refusal(code)],
      });
      const rights = createGuestRights(app);
      await rights.actions.loadPlan();
      expect(await rights.actions.erase()).toBe(key);
      expect(rights.erased.value).toBeNull();
      expect(app.state.auth.token.value).toBe('session');
      expect(calls.filter((each) => each.call === 'GET /api/users/me/erasure')).toHaveLength(planLoads);
      expect(rights.plan.value).toEqual(planLoads === 2 ? [booking, later] : [booking]);
    },
  );

  it('nothing is erased before the confirmation named its bookings', async () => {
    const { app, calls } = signedIn({});
    const rights = createGuestRights(app);
    expect(await rights.actions.erase()).toBe('erasurePlanChanged');
    expect(calls.some((each) => each.call === 'POST /api/users/me/erasure')).toBe(false);
  });
});
