import { describe, expect, it, vi } from 'vitest';
import { createApp } from './create-app';
import { createSafeStorage } from '../../ui/storage';
import { testEmbed } from '../embed/test-embed';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
// The API client loads with a dynamic import (api/lazy-client.ts); main.tsx warms it after the first paint.
const clientReady = async (app: { api: { ready(): Promise<unknown> } }) => void (await app.api.ready());
const profile = {
  id: 'u1',
  first_name: 'Anna',
  last_name: 'de Vries',
  email: 'anna@example.nl',
  phone_number: '+31612345678',
  language: 'nl',
};

function setup({
  search = '',
  answer = (_url: string, _init: RequestInit) => ({ status: 200, body: { user: profile } as unknown }),
} = {}) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const { status, body } = answer(url, init);
    return new Response(JSON.stringify(body), { status });
  }) as unknown as typeof globalThis.fetch;
  const embed = testEmbed({ framed: true });
  const win = {
    location: { search, href: 'http://w/', assign: vi.fn() },
    navigator: { languages: ['en-US'] },
    document,
    history: { pushState: vi.fn(), replaceState: vi.fn(), back: vi.fn() },
  } as unknown as Window;
  const app = createApp({
    window: win,
    storage: createSafeStorage(() => null),
    fetch,
    embed,
    now: () => Date.UTC(2026, 0, 10, 10),
  });
  const route = vi.fn();
  app.actions.navigation.bind(route);
  const stop = app.start();
  return { app, calls, embed, route, stop, win };
}

describe('the profile is fetched whenever the current token changes, cleared when absent or on failure', () => {
  it('fetches on sign-in and clears on sign-out', async () => {
    const { app, calls } = setup();
    await clientReady(app);
    expect(app.state.auth.profile.value).toBeNull();
    app.actions.auth.setToken('tok', true);
    await flush();
    expect(calls.at(-1)!.url).toBe('/api/users/me');
    expect(app.state.auth.profile.value?.first_name).toBe('Anna');
    expect(app.state.auth.userFullname.value).toBe('Anna de Vries');
    app.actions.auth.resetToken();
    expect(app.state.auth.profile.value).toBeNull();
  });

  it("a reservation's access token (retrieve, a manage link) has no profile: nothing is asked, no 403", async () => {
    const { app, calls } = setup();
    await clientReady(app);
    app.actions.auth.useAccessToken('ykhHEWXdMSnA8uq6AQhNuw');
    await flush();
    expect(calls.filter((call) => call.url === '/api/users/me')).toEqual([]);
    expect(app.state.auth.profile.value).toBeNull();
    expect(app.state.auth.accessToken.value).toBe('ykhHEWXdMSnA8uq6AQhNuw');
  });

  it('clears the profile when the fetch fails; a 401 Unauthorized also resets the token', async () => {
    const { app } = setup({ answer: () => ({ status: 401, body: { error: 'Unauthorized' } }) });
    await clientReady(app);
    app.actions.auth.setToken('dead', true);
    await flush();
    expect(app.state.auth.profile.value).toBeNull();
    expect(app.state.auth.token.value).toBeNull();
  });
});

describe('a signed-in guest’s language change is saved with PATCH /users/me', () => {
  it('patches when signed in, and only stores the preference when anonymous', async () => {
    const { app, calls } = setup();
    await clientReady(app);
    await app.actions.setLanguage('nl');
    expect(calls.some((c) => c.init.method === 'PATCH')).toBe(false);
    expect(app.state.storage.get('tafel:lang')).toBe('nl');
    app.actions.auth.setToken('tok', true);
    await flush();
    await app.actions.setLanguage('en');
    const patch = calls.find((c) => c.init.method === 'PATCH');
    expect(patch?.url).toBe('/api/users/me');
    expect(patch?.init.body).toBe('{"language":"en"}');
    expect(app.LL.value.index.today()).toBe('Today');
  });
});

describe('the widget reacts to config changes', () => {
  it.each([
    ['forced date → filter, with the date preselected', { date: '2026-02-14' }, '/filter'],
    ['site change → index', { site: 'other' }, '/'],
    ['flow change → index', { flow: 'cinemaDeal' }, '/'],
    ['channel change → index', { channel: 'Other' }, '/'],
    ['root change → index', { root: true }, '/'],
    ['language only → stays', { lang: 'nl' as const }, null],
  ])('%s', (_, next, target) => {
    const { app, route, embed } = setup();
    app.actions.applyConfig(next);
    if (target) expect(route).toHaveBeenCalledWith(target, false);
    else expect(route).not.toHaveBeenCalled();
    if ('date' in next) expect(app.state.reservationForm.date.value).toBe(next.date);
    if ('lang' in next) expect(app.state.language.value).toBe('nl');
    expect(embed.send).toHaveBeenCalledWith('configApplied', {
      effect: target === '/filter' ? 'filter' : target === '/' ? 'index' : null,
    });
  });

  it('theme colours become CSS variables', () => {
    const { app } = setup();
    app.actions.applyConfig({ theme: { brand: '#123456' } });
    expect(document.documentElement.style.getPropertyValue('--brand')).toBe('#123456');
    app.actions.applyConfig({});
    expect(document.documentElement.style.getPropertyValue('--brand')).toBe('');
  });
});

describe('close and restart inside a frame', () => {
  it('close posts close to the host, then goes to index', () => {
    const { app, embed, route } = setup();
    app.actions.close();
    expect(embed.send).toHaveBeenCalledWith('close', {});
    expect(route).toHaveBeenCalledWith('/', false);
  });

  it('a page holding the close asks first: nothing closes until the guest confirms; released, it closes at once', () => {
    const { app, embed, route } = setup();
    const asked = vi.fn(() => true);
    const release = app.actions.holdClose(asked);
    app.actions.close();
    expect(asked).toHaveBeenCalledOnce();
    expect(embed.send).not.toHaveBeenCalledWith('close', {});
    app.actions.close({ confirmed: true });
    expect(embed.send).toHaveBeenCalledWith('close', {});
    expect(route).toHaveBeenCalledWith('/', false);
    release();
    embed.send.mockClear();
    app.actions.close();
    expect(asked).toHaveBeenCalledOnce();
    expect(embed.send).toHaveBeenCalledWith('close', {});
  });

  it('a hold that does not ask (nothing under way) lets the close through', () => {
    const { app, embed } = setup();
    app.actions.holdClose(() => false);
    app.actions.close();
    expect(embed.send).toHaveBeenCalledWith('close', {});
  });

  it('restart asks the host inside a frame', () => {
    const { app, embed, win } = setup();
    app.actions.restart();
    expect(embed.send).toHaveBeenCalledWith('restart', {});
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('posts ready on start, and booked + the analytics event once per booking', () => {
    const { app, embed } = setup();
    expect(embed.send).toHaveBeenCalledWith('ready', {});
    const booking = {
      reservationNumber: 'AB12',
      siteId: 's',
      date: '2026-01-11',
      time: '18:00',
      partySize: 2,
    };
    app.actions.bookingConfirmed(booking);
    expect(embed.send).toHaveBeenCalledWith('booked', booking);
  });
});

describe('a Dutch guest reads no English: the page language and the tab title follow the language', () => {
  it.each([
    ['', 'en', 'Tafel – reserve a table'],
    ['?lang=nl', 'nl', 'Tafel – reserveer een tafel'],
  ])('%j: lang %s, title %s', (search, lang, title) => {
    const { stop } = setup({ search });
    expect(document.documentElement.lang).toBe(lang);
    expect(document.title).toBe(title);
    stop();
  });
});
