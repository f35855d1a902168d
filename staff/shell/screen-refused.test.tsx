import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { ENGLISH } from '../../ui/testing/english-words';
import { StaffApp } from '../app';
import { STAFF, testStaffApp } from '../testing/fake-api';
import { settle } from '../testing/draw-rules';

/** The app at an address, signed in as STAFF (host of site-1, manager of site-2). */
async function openAt(path: string, language: 'en' | 'nl' = 'en') {
  history.replaceState(null, '', path);
  const { app, calls } = testStaffApp({ 'GET /me': { status: 200, body: { staff: STAFF } } });
  app.session.token.value = 'session-1';
  await app.actions.restore();
  app.actions.setLanguage(language);
  const root = document.createElement('div');
  document.body.append(root);
  act(() => render(<StaffApp app={app} />, root));
  await settle();
  return { root, calls };
}

afterEach(() => {
  for (const root of document.body.children) act(() => render(null, root));
  document.body.replaceChildren();
});

describe('a screen its guard refuses says why, at its address, and asks nothing', () => {
  it.each([
    [
      'a host at the rules',
      '/staff/site-1/rules',
      'Rules & blocks',
      'Your role does not open this screen. Ask a manager of the restaurant.',
    ],
    [
      'a host at the settings',
      '/staff/site-1/settings',
      'Settings',
      'Your role does not open this screen. Ask a manager of the restaurant.',
    ],
    [
      'a restaurant not on the account',
      '/staff/site-9/rules',
      'Rules & blocks',
      'This restaurant is not on your account.',
    ],
    [
      'a sheet not on the account',
      '/staff/site-9/2026-12-24',
      'Day sheet',
      'This restaurant is not on your account.',
    ],
  ])('%s', async (_case, path, heading, why) => {
    const { root, calls } = await openAt(path);
    expect(root.querySelector('h1')!.textContent).toBe(heading);
    expect(document.activeElement).toBe(root.querySelector('h1'));
    expect(root.querySelector('[role="alert"]')!.textContent).toBe(why);
    expect(calls.map((call) => call.path)).toEqual(['/me']);
  });

  it('in Dutch, with no English word', async () => {
    const { root } = await openAt('/staff/site-1/settings', 'nl');
    expect(root.querySelector('[role="alert"]')!.textContent).toBe(
      'Met je rol open je dit scherm niet. Vraag het een bedrijfsleider van het restaurant.',
    );
    expect(ENGLISH.exec(root.querySelector('main')!.textContent ?? '')).toBeNull();
  });

  it.each([
    ['a restaurant not on the account: both of theirs', '/staff/site-9/rules', ['site-1', 'site-2']],
    ['their role too low here: their restaurants still', '/staff/site-1/settings', ['site-1', 'site-2']],
  ])("is no dead end: %s, each to today's sheet", async (_case, path, sites) => {
    const { root } = await openAt(path);
    const links = [...root.querySelectorAll<HTMLAnchorElement>('.staff-own-restaurants a')];
    expect(links.map((link) => link.getAttribute('href')!.split('/')[2])).toEqual(sites);
    expect(links[0]!.textContent).toBe('Go to the day sheet of Tafel Utrecht');
  });
});
