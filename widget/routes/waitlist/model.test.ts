import { describe, expect, it } from 'vitest';
import type { WaitlistRequest } from '../../../shared/api/waitlist';
import { testEmbed } from '../../embed/test-embed';
import { createApp } from '../../state/create-app';
import { createSafeStorage } from '../../../ui/storage';
import { createWaitlistFlow, WAITLIST_KEY } from './model';

const memory = () => createSafeStorage(() => null);
const newApp = () =>
  createApp({ window, storage: memory(), embed: testEmbed(), now: () => Date.UTC(2026, 10, 22, 9) });
const SITE = '1b8742b7-4076-495b-ac5e-52bc563c2a01';
const REQUEST = { id: 'r1', site_id: SITE, date: '2026-12-01', state: 'waiting' } as WaitlistRequest;

describe('a request joined counts for the restaurant and day it was joined for', () => {
  it.each([
    ['the same restaurant and day', SITE, '2026-12-01', true],
    ['another day', SITE, '2026-12-02', false],
    ['another restaurant', 'b5d9f97a-0cbc-4e86-9bb3-d9d8ec90e8b5', '2026-12-01', false],
  ])('%s: joined %s', (_, location, date, joined) => {
    const app = newApp();
    const flow = createWaitlistFlow(app, memory());
    flow.actions.update({ joined: { request: REQUEST, token: null } });
    app.state.reservationForm.location.value = location;
    app.state.reservationForm.date.value = date;
    expect(flow.facts.value.joined).toBe(joined);
  });

  it('is kept over a refresh, with the window and the channel', () => {
    const storage = memory();
    const first = createWaitlistFlow(newApp(), storage);
    first.actions.update({
      from: '18:30',
      until: '20:00',
      channel: 'email',
      joined: { request: REQUEST, token: 't' },
    });
    expect(JSON.parse(storage.get(WAITLIST_KEY)!)).toMatchObject({ from: '18:30', channel: 'email' });
    const again = createWaitlistFlow(newApp(), storage);
    expect(again.join.value).toMatchObject({ from: '18:30', until: '20:00', channel: 'email' });
    expect(again.join.value.joined?.request.id).toBe('r1');
  });
});
