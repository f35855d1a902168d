import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from './client';
import { createLazyApiClient } from './lazy-client';

function setup(load?: () => Promise<{ createApiClient: typeof createApiClient }>) {
  const fetch = vi.fn(
    async () => new Response(JSON.stringify({ ok: 1 }), { status: 200 }),
  ) as unknown as typeof globalThis.fetch;
  const options: ApiClientOptions = { fetch, authorization: () => 'tok', onAuthFailure: () => {} };
  return {
    fetch: fetch as unknown as ReturnType<typeof vi.fn>,
    api: createLazyApiClient(options, load ?? (async () => ({ createApiClient }))),
  };
}

describe('client behind a lazy import: the same calls, one client, errors as values', () => {
  it.each([
    ['get', (api: ReturnType<typeof setup>['api']) => api.get('/sites'), 'GET', undefined],
    ['post', (api: ReturnType<typeof setup>['api']) => api.post('/sessions', { a: 1 }), 'POST', '{"a":1}'],
    [
      'patch',
      (api: ReturnType<typeof setup>['api']) => api.patch('/users/me', { language: 'nl' }),
      'PATCH',
      '{"language":"nl"}',
    ],
    [
      'delete',
      (api: ReturnType<typeof setup>['api']) => api.delete('/sessions/current'),
      'DELETE',
      undefined,
    ],
  ])('%s reaches the API with the Authorization header', async (_name, call, method, body) => {
    const { api, fetch } = setup();
    await expect(call(api)).resolves.toMatchObject({ ok: true, status: 200, data: { ok: 1 } });
    const [url, init] = fetch.mock.calls[0]!;
    expect([url.startsWith('/api/'), init.method, init.body, init.headers.Authorization]).toEqual([
      true,
      method,
      body,
      'tok',
    ]);
  });

  it('GET cache (120 s) is shared: one client for every call', async () => {
    const load = vi.fn(async () => ({ createApiClient }));
    const { api, fetch } = setup(load);
    await api.get('/sites');
    await api.get('/sites');
    expect([load.mock.calls.length, fetch.mock.calls.length]).toEqual([1, 1]);
  });

  it('a client chunk that cannot load answers like a network failure, and the next call tries again', async () => {
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module');
      return { createApiClient };
    });
    const { api } = setup(load);
    const first = await api.get('/sites');
    expect(first.ok).toBe(false);
    expect(first.ok === false && first.status === 0 && first.network).toContain(
      'dynamically imported module',
    );
    fail = false;
    await expect(api.get('/sites')).resolves.toMatchObject({ ok: true });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
