import { describe, expect, it } from 'vitest';
import { CHAIN_SETTINGS } from '../../shared/staff/site-settings';
import { screenModel } from '../shell/create-staff-app';
import { testStaffApp, type FakeRoute } from '../testing/fake-api';
import { settingsScreenModel } from './settings-model';

const T1 = { id: 't1', label: 'T1', seats: 4, combinable: true, seating_area_id: 'a1' };
const ANSWER = {
  settings: { opening_hours: [], ...CHAIN_SETTINGS },
  tables: [T1],
  areas: [{ id: 'a1', name: 'Restaurant' }],
};

function model(routes: Record<string, FakeRoute>) {
  const { app, calls } = testStaffApp(routes);
  app.session.token.value = 'session-1';
  return { settings: screenModel(app, settingsScreenModel), calls };
}

describe("the settings' model keeps the restaurant on screen and each change's answer", () => {
  it("a host's 403 on reading: the screen gets the refusal and no settings", async () => {
    const { settings } = model({
      'GET /sites/site-2/settings': { status: 403, body: { error: 'Forbidden' } },
    });
    await settings.load('site-2');
    expect(settings.refusal.value).toEqual({ code: 'forbidden' });
    expect(settings.data.value).toBeNull();
    expect(settings.loading.value).toBe(false);
  });

  it("a table's refusal belongs to its row, and the tables stay as they were", async () => {
    const { settings } = model({
      'GET /sites/site-2/settings': { status: 200, body: ANSWER },
      'DELETE /sites/site-2/tables/t1': { status: 409, body: { error: 'table_in_use' } },
    });
    await settings.load('site-2');
    expect(await settings.removeTable(T1)).toBe(false);
    expect(settings.changeRefusal.value).toEqual({ at: 't1', refusal: { code: 'table_in_use' } });
    expect(settings.data.value?.tables).toEqual([T1]);
    expect(settings.busy.value).toBeNull();
  });

  it('saved settings become what the API stored, with the bookings kept that no longer fit', async () => {
    const stored = { ...ANSWER.settings, max_group_online: 6 };
    const { settings, calls } = model({
      'GET /sites/site-2/settings': { status: 200, body: ANSWER },
      'PUT /sites/site-2/settings': { status: 200, body: { settings: stored, conflicts: [] } },
    });
    await settings.load('site-2');
    expect(await settings.saveSettings(stored)).toBe(true);
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', authorization: 'session-1', body: stored });
    expect(settings.data.value?.settings).toEqual(stored);
    expect(settings.news.value).toEqual({ kind: 'settings_saved', conflicts: [] });
  });
});
