import { describe, expect, it } from 'vitest';
import { createSafeStorage } from '../../ui/storage';
import { STAFF, testStaffApp } from '../testing/fake-api';
import { STAFF_TOKEN_KEY } from './token-store';

const CODE_SENT = { status: 201, body: { token: 'temp-1', resend_after: 30 } };
const SIGNED_IN = { status: 200, body: { token: 'session-1', staff: STAFF } };

describe('sign-in: e-mail, then the code, then signed in', () => {
  it('asks a code without a session, then checks it with the bare temporary token, and keeps the session token', async () => {
    const { app, calls, storage } = testStaffApp({
      'POST /sessions': CODE_SENT,
      'PATCH /sessions/current': SIGNED_IN,
    });
    expect(app.session.phase.value).toBe('email');
    expect(await app.actions.requestCode('  sanne@example.test ')).toBe(true);
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/sessions',
      authorization: null,
      body: { email: 'sanne@example.test' },
    });
    expect(app.session.phase.value).toBe('code');
    expect(app.session.resendAt.value).toBe(app.now() + 30_000);
    expect(await app.actions.checkCode('123456')).toBe(true);
    expect(calls[1]).toEqual({
      method: 'PATCH',
      path: '/sessions/current',
      authorization: 'temp-1',
      body: { code: '123456' },
    });
    expect(app.session.phase.value).toBe('signed-in');
    expect(app.session.staff.value?.name).toBe('Sanne Bakker');
    expect(storage.get(STAFF_TOKEN_KEY)).toBe('session-1');
    // A guest's token key is never written: the two apps' sessions never mix.
    expect(storage.get('tafel:token')).toBeNull();
  });

  it('a refused code keeps the code step and its refusal, and a right code after it signs in', async () => {
    let tries = 0;
    const { app } = testStaffApp({
      'POST /sessions': CODE_SENT,
      'PATCH /sessions/current': () =>
        ++tries === 1 ? { status: 422, body: { error: 'wrong_code' } } : SIGNED_IN,
    });
    await app.actions.requestCode('sanne@example.test');
    expect(await app.actions.checkCode('000000')).toBe(false);
    expect(app.session.phase.value).toBe('code');
    expect(app.session.refusal.value).toEqual({ code: 'wrong_code' });
    expect(await app.actions.checkCode('123456')).toBe(true);
    expect(app.session.refusal.value).toBeNull();
  });

  it.each([
    [
      'rate limit',
      { status: 429, body: { error: 'too_many_requests', retry_after: 30 } },
      { code: 'too_many_requests', retryAfter: 30 },
    ],
    [
      'bad address',
      { status: 400, body: { error: 'invalid_input', field: 'email' } },
      { code: 'invalid_input', field: 'email' },
    ],
    ['no network', 'network' as const, { code: 'network' }],
  ])(
    'asking a code refused (%s) stays on the e-mail step with the refusal',
    async (_rule, answer, refusal) => {
      const { app } = testStaffApp({ 'POST /sessions': answer });
      expect(await app.actions.requestCode('sanne@example.test')).toBe(false);
      expect(app.session.phase.value).toBe('email');
      expect(app.session.refusal.value).toEqual(refusal);
    },
  );

  it('another address goes back to the e-mail step', async () => {
    const { app } = testStaffApp({ 'POST /sessions': CODE_SENT });
    await app.actions.requestCode('sanne@example.test');
    app.actions.startOver();
    expect(app.session.phase.value).toBe('email');
  });

  it('the staff member is welcomed in their language, unless they chose one on this device', async () => {
    const routes = { 'POST /sessions': CODE_SENT, 'PATCH /sessions/current': SIGNED_IN };
    const welcomed = testStaffApp(routes).app;
    expect(welcomed.language.value).toBe('en');
    await welcomed.actions.requestCode('sanne@example.test');
    await welcomed.actions.checkCode('123456');
    expect(welcomed.language.value).toBe('nl');
    const chose = testStaffApp(routes).app;
    chose.actions.setLanguage('en');
    await chose.actions.requestCode('sanne@example.test');
    await chose.actions.checkCode('123456');
    expect(chose.language.value).toBe('en');
  });
});

describe('the session token is kept under the staff key, in memory when storage is blocked', () => {
  const storageThatThrows = () =>
    createSafeStorage(() => {
      throw new Error('SecurityError');
    });

  it.each([
    ['localStorage', () => createSafeStorage(() => window.localStorage)],
    ['blocked storage (memory)', storageThatThrows],
  ])('%s: signed in, then read back by the next app on the same storage', async (_rule, makeStorage) => {
    window.localStorage.clear();
    const storage = makeStorage();
    const { app } = testStaffApp(
      { 'POST /sessions': CODE_SENT, 'PATCH /sessions/current': SIGNED_IN },
      storage,
    );
    await app.actions.requestCode('sanne@example.test');
    await app.actions.checkCode('123456');
    const next = testStaffApp({ 'GET /me': { status: 200, body: { staff: STAFF } } }, storage);
    expect(next.app.session.phase.value).toBe('restoring');
    await next.app.actions.restore();
    expect(next.calls[0]?.authorization).toBe('session-1');
    expect(next.app.session.phase.value).toBe('signed-in');
    expect(storage.memoryOnly).toBe(_rule !== 'localStorage');
  });

  it('a session the API no longer knows (401) is dropped: sign-in shows', async () => {
    const storage = createSafeStorage(() => null);
    storage.set(STAFF_TOKEN_KEY, 'old');
    const { app } = testStaffApp({ 'GET /me': { status: 401, body: { error: 'unauthorized' } } }, storage);
    await app.actions.restore();
    expect(app.session.phase.value).toBe('email');
    expect(storage.get(STAFF_TOKEN_KEY)).toBeNull();
  });

  it('no network on opening keeps the token and offers a retry', async () => {
    const storage = createSafeStorage(() => null);
    storage.set(STAFF_TOKEN_KEY, 'kept');
    const { app } = testStaffApp({ 'GET /me': 'network' }, storage);
    await app.actions.restore();
    expect(app.session.phase.value).toBe('restore-failed');
    expect(app.session.refusal.value).toEqual({ code: 'network' });
    expect(storage.get(STAFF_TOKEN_KEY)).toBe('kept');
  });

  it('sign out ends the session on the server with the token, and here', async () => {
    const storage = createSafeStorage(() => null);
    storage.set(STAFF_TOKEN_KEY, 'session-1');
    const { app, calls } = testStaffApp(
      { 'GET /me': { status: 200, body: { staff: STAFF } }, 'DELETE /sessions/current': { status: 204 } },
      storage,
    );
    await app.actions.restore();
    await app.actions.signOut();
    expect(calls[1]).toMatchObject({
      method: 'DELETE',
      path: '/sessions/current',
      authorization: 'session-1',
    });
    expect(app.session.phase.value).toBe('email');
    expect(storage.get(STAFF_TOKEN_KEY)).toBeNull();
  });

  it('any call answered 401 later ends the session too', async () => {
    const storage = createSafeStorage(() => null);
    storage.set(STAFF_TOKEN_KEY, 'session-1');
    const { app } = testStaffApp(
      {
        'GET /me': { status: 200, body: { staff: STAFF } },
        'GET /sites/site-1/day?date=2026-12-24': { status: 401, body: { error: 'unauthorized' } },
      },
      storage,
    );
    await app.actions.restore();
    await app.sheet.load('site-1', '2026-12-24');
    expect(app.session.phase.value).toBe('email');
  });
});
