import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { createEndpoints } from './endpoints';

type Answer = { status: number; body?: unknown };
function fakeFetch(
  answers: (url: string, init: RequestInit) => Answer = () => ({ status: 200, body: { ok: true } }),
) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fn = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const { status, body } = answers(url, init);
    return new Response(body === undefined ? null : JSON.stringify(body), { status });
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}

function client(
  options: { token?: string | null; status?: number; body?: unknown; now?: () => number } = {},
) {
  const { fetch, calls } = fakeFetch(() => ({
    status: options.status ?? 200,
    body: options.body ?? { ok: true },
  }));
  const onAuthFailure = vi.fn();
  const api = createApiClient({
    fetch,
    authorization: () => options.token ?? null,
    onAuthFailure,
    now: options.now,
  });
  return { api, calls, onAuthFailure };
}

const header = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];

describe('SPEC §4: every request sends Authorization: the token, else the access token, else anonymous', () => {
  it.each([
    ['token', 'tok', 'tok'],
    ['access token when no token (current token)', 'conf-id', 'conf-id'],
    ['anonymous without either', null, 'anonymous'],
  ])('%s', async (_, token, expected) => {
    const { api, calls } = client({ token });
    await api.get('/sites');
    expect(header(calls[0]!.init, 'Authorization')).toBe(expected);
  });

  it('sends JSON bodies with the JSON content type, to the /api base by default', async () => {
    const { api, calls } = client();
    await api.post('/users', { first_name: 'A' });
    expect(calls[0]!.url).toBe('/api/users');
    expect(header(calls[0]!.init, 'Content-Type')).toBe('application/json');
    expect(calls[0]!.init.body).toBe('{"first_name":"A"}');
  });
});

describe('SPEC §4: 401 Unauthorized or 403 explicit deny resets the token; other failures do not', () => {
  it.each([
    [401, { error: 'Unauthorized' }, true],
    [403, { message: 'explicit deny' }, true],
    [403, { error: 'forbidden', message: 'explicit deny' }, true],
    [401, { error: 'Other' }, false],
    [403, { message: 'something else' }, false],
    [404, { error: 'Unauthorized' }, false],
    [500, { error: 'x', message: 'explicit deny' }, false],
  ])('status %i body %j → reset %s', async (status, body, reset) => {
    const { api, onAuthFailure } = client({ token: 'tok', status, body });
    const result = await api.get('/users/me');
    expect(result.ok).toBe(false);
    expect(onAuthFailure).toHaveBeenCalledTimes(reset ? 1 : 0);
  });
});

describe('SPEC §7: GET answers are cached 120000 ms, at most 100 entries, never /users/me', () => {
  it('answers a repeated GET from the cache until 120000 ms have passed', async () => {
    let now = 0;
    const { api, calls } = client({ now: () => now });
    await api.get('/sites');
    now = 119_999;
    await api.get('/sites');
    expect(calls).toHaveLength(1);
    now = 120_000;
    await api.get('/sites');
    expect(calls).toHaveLength(2);
  });

  it('keeps at most 100 entries, dropping the oldest', async () => {
    const { api, calls } = client();
    for (let i = 0; i < 101; i++) await api.get(`/sites/${i}`);
    expect(api.cacheSize).toBe(100);
    await api.get('/sites/100');
    expect(calls).toHaveLength(101);
    await api.get('/sites/0');
    expect(calls).toHaveLength(102);
  });

  it.each(['/users/me', '/users/me/reservations'])('never caches %s', async (path) => {
    const { api, calls } = client({ token: 'tok' });
    await api.get(path);
    await api.get(path);
    expect(calls).toHaveLength(2);
  });

  it('does not share cached answers between different Authorization values', async () => {
    let token: string | null = 'a';
    const { fetch, calls } = fakeFetch();
    const api = createApiClient({ fetch, authorization: () => token, onAuthFailure: () => {} });
    await api.get('/sites');
    token = 'b';
    await api.get('/sites');
    expect(calls).toHaveLength(2);
  });

  it('does not cache failures, and a change (POST/PATCH/DELETE) empties the cache', async () => {
    let status = 500;
    const { fetch, calls } = fakeFetch(() => ({ status, body: { error: 'x', message: 'y' } }));
    const api = createApiClient({ fetch, authorization: () => null, onAuthFailure: () => {} });
    await api.get('/sites');
    status = 200;
    await api.get('/sites');
    await api.get('/sites');
    expect(calls).toHaveLength(2);
    await api.post('/sites/s/reservations', {});
    await api.get('/sites');
    expect(calls).toHaveLength(4);
  });
});

describe('SPEC §7: for alternative availability only status 200 counts', () => {
  it.each([
    [200, true],
    [204, false],
    [500, false],
  ])('status %i → answer used: %s', async (status, used) => {
    const { fetch } = fakeFetch(() => ({ status, body: status === 204 ? undefined : { days: [] } }));
    const report = vi.fn();
    const endpoints = createEndpoints(
      createApiClient({ fetch, authorization: () => null, onAuthFailure: () => {} }),
      report,
    );
    const answer = await endpoints.getAlternativeAvailability('s', { date: '2025-06-01', party_size: 2 });
    expect(answer !== null).toBe(used);
    // SPEC §7: the failure is logged to the error reporter as section 'Generic API'.
    expect(report.mock.calls.map((call) => call[1])).toEqual(used ? [] : ['Generic API']);
  });
});

describe('SPEC §8: error bodies become message keys', () => {
  it.each([
    ['409 on create', 409, { error: 'conflict', message: 'taken' }, 'timeNoLongerAvailable'],
    [
      'unknown e-mail pair',
      404,
      { error: 'not_found', message: 'no such user with e-mail x: dynamo: no item found' },
      'unknownEmail',
    ],
    ['server names a key', 400, { error: 'bad_request', message: 'dealCodeUsed' }, 'dealCodeUsed'],
    [
      'server names the key beside its English text',
      404,
      {
        error: 'not_found',
        message: 'Reservation with such number could not be found',
        key: 'reservationNotFound',
      },
      'reservationNotFound',
    ],
    [
      'an English text alone is not matched',
      400,
      { error: 'bad', message: 'Invalid confirmation number' },
      'serverError',
    ],
    [
      'a key the widget does not know',
      400,
      { error: 'invalid_request', message: 'Use a date as YYYY-MM-DD', key: 'invalidDate' },
      'serverError',
    ],
    ['anything else', 500, { error: 'boom', message: 'stack trace' }, 'serverError'],
  ])('%s', async (_, status, body, key) => {
    const { fetch } = fakeFetch(() => ({ status, body }));
    const endpoints = createEndpoints(
      createApiClient({ fetch, authorization: () => null, onAuthFailure: () => {} }),
    );
    const result = await endpoints.createReservation('s', {} as never);
    expect(result.ok ? null : result.error.messageKey).toBe(key);
  });

  it('a network failure is the network-issues message', async () => {
    const api = createApiClient({
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as unknown as typeof fetch,
      authorization: () => null,
      onAuthFailure: () => {},
    });
    const result = await createEndpoints(api).getSites();
    expect(result.ok ? null : result.error.messageKey).toBe('networkIssues');
  });
});
