import type { Api, ApiClient, ApiClientOptions, RawResult } from './client';

/**
 * The API client behind a dynamic import: the index page draws without it (it only needs it for the
 * signed-in guest's profile), so its code is not in the entry chunk. The first call loads it; every
 * later call reuses the one client (and its GET cache). A client chunk that cannot load answers like a
 * network failure, as a value, and the next call tries again.
 */
export function createLazyApiClient(
  options: ApiClientOptions,
  load: () => Promise<{ createApiClient: (options: ApiClientOptions) => ApiClient }> = () =>
    import('./client'),
): Api & { ready(): Promise<unknown> } {
  let client: Promise<ApiClient> | undefined;
  const ready = () =>
    (client ??= load().then(
      (module) => module.createApiClient(options),
      (error: unknown) => {
        client = undefined;
        throw error;
      },
    ));
  const request: Api['request'] = <T>(
    method: string,
    path: string,
    requestOptions?: Parameters<Api['request']>[2],
  ) =>
    ready().then(
      (api) => api.request<T>(method, path, requestOptions),
      (error: unknown): RawResult<T> => ({ ok: false, status: 0, body: null, network: String(error) }),
    );
  return {
    /** Loads the client now (after the first paint), so the first real call does not wait for it. */
    ready: () => ready().catch(() => {}),
    request,
    get: (path, requestOptions) => request('GET', path, requestOptions),
    post: (path, body, requestOptions) => request('POST', path, { ...requestOptions, body }),
    patch: (path, body, requestOptions) => request('PATCH', path, { ...requestOptions, body }),
    delete: (path, requestOptions) => request('DELETE', path, requestOptions),
    clearCache: () => void client?.then((api) => api.clearCache()),
  };
}
