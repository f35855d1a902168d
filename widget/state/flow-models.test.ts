import { describe, expect, it } from 'vitest';
import { createEditFlow } from '../routes/edit/model';
import { createRetrieveFlow } from '../routes/retrieve/model';
import { createUserFlow } from '../routes/user/model';
import { createApp, flowModel } from './create-app';
import { createSafeStorage } from './storage';
import { testEmbed } from '../embed/test-embed';

const embed = testEmbed();
const newApp = () => createApp({ window, storage: createSafeStorage(() => null), embed });

describe('a flow’s state belongs to its app: made once per app, never shared between apps', () => {
  it('the same app gets the same model; another app gets its own', () => {
    const first = newApp();
    const second = newApp();
    expect(flowModel(first, createEditFlow)).toBe(flowModel(first, createEditFlow));
    flowModel(first, createEditFlow).draft.value = {
      conf: 'c1',
      date: '2026-01-11',
      time: '19:00',
      party_size: 2,
    };
    flowModel(first, createUserFlow).pendingEmail.value = 'new@example.nl';
    expect(flowModel(second, createEditFlow).draft.value).toBeNull();
    expect(flowModel(second, createUserFlow).pendingEmail.value).toBeNull();
    expect(flowModel(first, createEditFlow).facts('c1')).toEqual({ hasDraft: true });
    expect(flowModel(first, createEditFlow).facts('c2')).toEqual({ hasDraft: false });
  });
});

describe('issue 12: a second retrieve in one visit shows the second reservation', () => {
  it('the access token and the list are the reservation found last', async () => {
    const found = (id: string, number: string) => ({
      reservation: {
        id,
        number,
        site_id: 's1',
        site_name: 'Tafel Utrecht',
        date: '2026-12-01',
        time: '19:00',
      },
    });
    const answers = [found('first-id-0000000001', 'AAAA11'), found('second-id-000000002', 'BBBB22')];
    const fetch = (async () => Response.json(answers.shift())) as unknown as typeof globalThis.fetch;
    const app = createApp({ window, storage: createSafeStorage(() => null), embed, fetch });
    const retrieve = flowModel(app, createRetrieveFlow);
    const form = { phone_number: '0612345678', email: '', retrieveBy: 'phone_number' as const };
    expect(await retrieve.actions.findReservation({ ...form, confirmationNum: 'AAAA11' })).toBeNull();
    expect(await retrieve.actions.findReservation({ ...form, confirmationNum: 'BBBB22' })).toBeNull();
    expect(app.state.auth.accessToken.value).toBe('second-id-000000002');
    expect(app.state.auth.reservations.value.map((reservation) => reservation.number)).toEqual(['BBBB22']);
  });
});
