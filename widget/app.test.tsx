import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './app';
import { createApp } from './state/create-app';
import { createSafeStorage } from '../ui/storage';
import { testEmbed } from './embed/test-embed';

const NOW = Date.UTC(2026, 0, 10, 9, 0); // 10:00 in Amsterdam, after 2025-12-26

function mount({
  framed,
  path = '/',
  search = '',
  now = NOW,
}: {
  framed: boolean;
  path?: string;
  search?: string;
  now?: number;
}) {
  history.replaceState(null, '', path + search);
  const embed = testEmbed({ framed });
  const fetch = vi.fn(async () => new Response('{}', { status: 404 })) as unknown as typeof globalThis.fetch;
  const app = createApp({ window, storage: createSafeStorage(() => null), embed, fetch, now: () => now });
  const root = document.createElement('div');
  document.body.append(root);
  act(() => render(<App app={app} />, root));
  return { app, root, embed };
}

afterEach(() => {
  document.body.innerHTML = '';
});

const buttons = (root: HTMLElement) =>
  [...root.querySelectorAll('button')].map(
    (button) => button.getAttribute('aria-label') ?? button.textContent,
  );

describe('base layout', () => {
  it('shows the close button only inside a frame; it posts close and opens index', () => {
    expect(buttons(mount({ framed: false }).root)).not.toContain('Close');
    document.body.innerHTML = '';
    const { root, embed } = mount({ framed: true });
    const close = root.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!;
    act(() => close.click());
    expect(embed.send).toHaveBeenCalledWith('close', {});
  });

  it('the language selector (EN, NL) exists but is hidden (it comes after the first paint)', async () => {
    const { root } = mount({ framed: true });
    await vi.waitFor(() => expect(root.querySelector('.language-selector')).not.toBeNull());
    const selector = root.querySelector('.language-selector')!;
    expect(selector.hasAttribute('hidden')).toBe(true);
    expect([...selector.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['EN', 'NL']);
  });

  it('no back button on the index route', () => {
    expect(buttons(mount({ framed: false }).root)).not.toContain('Back');
  });

  it('the footer waits below an empty page while the first page loads, so it never jumps down (no layout shift)', async () => {
    const { root } = mount({ framed: false, path: '/reservations/retrieve' });
    const footer = () => root.querySelector('footer')!;
    await vi.waitFor(() => expect(footer().hidden).toBe(true));
    await vi.waitFor(() => expect(root.querySelector('main h1')).not.toBeNull(), { timeout: 10_000 });
    await vi.waitFor(() => expect(footer().hidden).toBe(false));
    document.body.innerHTML = '';
    expect(mount({ framed: false }).root.querySelector('footer')!.hidden).toBe(false);
  });

  it('the commit-hash footer line is absent when no hash is set', () => {
    const { root } = mount({ framed: false });
    expect(root.querySelector('.shell__commit')).toBeNull();
  });
});

describe('index page', () => {
  it('anonymous: greeting, Today and Tomorrow or later, and the change link (after 2025-12-26)', () => {
    const { root } = mount({ framed: false });
    expect(root.querySelector('h1')!.textContent).toBe('Good morning');
    expect(buttons(root)).toEqual(
      expect.arrayContaining(['Today', 'Tomorrow or later', 'Change or cancel existing reservation']),
    );
    expect(buttons(root)).not.toContain('Start');
  });

  it('an extra flow shows one Start button; cinemaDeal shows its logo', () => {
    const { root } = mount({ framed: false, search: '?flow=cinemaDeal' });
    expect(buttons(root)).toContain('Start');
    expect(buttons(root)).not.toContain('Today');
    expect(root.querySelector('img.hero__logo')).not.toBeNull();
    expect(root.querySelector<HTMLImageElement>('img.hero__image')!.getAttribute('srcset')).toContain(
      'hero-offer-1400.svg 1400w',
    );
  });

  it('Today preselects now + 1 hour and opens filter', async () => {
    const { root, app } = mount({ framed: false });
    const today = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Today')!;
    await act(async () => today.click());
    expect(app.state.reservationForm.date.value).toBe('2026-01-10');
    expect(location.pathname).toBe('/filter');
  });

  it.each([
    [
      'the eve of the spring-forward change (23:30, a 23-hour day follows)',
      '2026-03-28T22:30:00Z',
      '2026-03-29',
    ],
    ['the first hour of the fall-back day (00:30, a 25-hour day)', '2026-10-24T22:30:00Z', '2026-10-26'],
  ])(
    "'Tomorrow or later' on %s preselects the next calendar day in Amsterdam, not now + 24 hours",
    async (_, now, tomorrow) => {
      const { root, app } = mount({ framed: false, now: Date.parse(now) });
      const button = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Tomorrow or later')!;
      await act(async () => button.click());
      expect(app.state.reservationForm.date.value).toBe(tomorrow);
    },
  );

  it('signed in: the full name, a link to their details (user/{uid}) and a log-out link', async () => {
    const { root, app } = mount({ framed: false });
    await act(async () => {
      app.state.auth.token.value = 'tok';
      app.state.auth.profile.value = {
        id: 'u',
        first_name: 'Anna',
        last_name: 'de Vries',
        email: 'a@b.nl',
        phone_number: '+31612345678',
        language: 'en',
      };
    });
    // The line is a chunk of its own, fetched for a signed-in guest.
    await vi.waitFor(() => expect(root.textContent).toContain('Signed in as Anna de Vries'));
    expect(buttons(root)).toContain('Log out');
    const details = [...root.querySelectorAll('a')].find((link) => link.textContent === 'Your details');
    expect(details?.getAttribute('href')).toBe('/user/u/edit');
  });

  it('Dutch when the host config asks for nl', () => {
    const { root } = mount({ framed: true, search: '?lang=nl' });
    expect(root.querySelector('h1')!.textContent).toBe('Goedemorgen');
    expect(buttons(root)).toEqual(expect.arrayContaining(['Vandaag', 'Morgen of later']));
  });
});

describe('not-found page', () => {
  it('shows the 404 text with Go back', () => {
    const { root } = mount({ framed: false, path: '/no/such/page' });
    expect(root.textContent).toContain('Sorry, nothing here... (404)');
    expect(buttons(root)).toContain('Go back');
  });
});
