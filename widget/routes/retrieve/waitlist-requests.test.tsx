import { act } from 'preact/test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WaitlistRequest } from '../../../shared/api/waitlist';
import { messageWords } from '../../i18n/message-words';
import { mountInApp } from '../../testing/mount';
import { rememberWaitlistSite } from '../waitlist/remembered-sites';
import { browserStorage } from '../../../ui/storage';
import { WaitlistRequests } from './waitlist-requests';

beforeAll(() => Promise.all([messageWords.load('en'), messageWords.load('nl')]));
afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

const SITE = '1b8742b7-4076-495b-ac5e-52bc563c2a01';
const request = (id: string, state: WaitlistRequest['state']): WaitlistRequest => ({
  id,
  site_id: SITE,
  site_name: 'Tafel Amsterdam',
  date: '2026-12-01',
  from: '18:30',
  until: '20:00',
  party_size: 2,
  first_name: 'Anna',
  state,
  channel: 'sms',
  contact: '+31612345678',
  language: 'en',
  joined_at: '2026-11-30T15:00:00.000Z',
  closes_at: '2026-12-01T17:30:00.000Z',
  offer: null,
  reservation_id: null,
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe("the guest's list shows their open waitlist requests, each to leave", () => {
  it('lists the waiting one (not the one left) and leaves it', async () => {
    rememberWaitlistSite(browserStorage(), SITE);
    const calls: string[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push(`${init?.method ?? 'GET'} ${url.replace(/^.*\/api/, '')}`);
      if (init?.method === 'DELETE') return json({ request: request('r1', 'left') });
      return json({ requests: [request('r1', 'waiting'), request('r2', 'left')] });
    });
    const { root } = mountInApp(<WaitlistRequests />, { fetch: fetch as unknown as typeof globalThis.fetch });
    await vi.waitFor(async () => {
      await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(root.querySelectorAll('li')).toHaveLength(1);
    });
    expect(root.querySelector('h2')?.textContent).toBe('Your waitlist requests');
    expect(root.querySelector('li')?.textContent).toContain('18:30–20:00, 2 persons');
    act(() => root.querySelector('button')!.click());
    await vi.waitFor(async () => {
      await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(root.querySelectorAll('li')).toHaveLength(0);
    });
    expect(root.querySelector('[role="status"]')?.textContent).toBe('You have left the waitlist.');
    expect(calls).toEqual([`GET /sites/${SITE}/waitlist`, `DELETE /sites/${SITE}/waitlist/r1`]);
  });

  it('shows nothing when this device joined no waitlist', async () => {
    const fetch = vi.fn(async () => json({ requests: [] }));
    const { root } = mountInApp(<WaitlistRequests />, { fetch: fetch as unknown as typeof globalThis.fetch });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(root.textContent).toBe('');
    expect(fetch).not.toHaveBeenCalled();
  });
});
