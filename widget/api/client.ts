import { PAGE_TIMEOUT_MS } from '../../shared/constants';
import { createResponseCache } from './cache';
import { isAuthFailure } from './auth-failure';

/**
 * What the client answers. Failures carry the raw body; endpoints.ts (lazy pages) turns them into
 * message keys, so the SPEC message catalogue stays out of the index route.
 */
export type RawResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; body: unknown; network?: string };

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  /** Skip the GET cache for this call (e.g. after a change). */
  fresh?: boolean;
  /** Extra headers, e.g. Idempotency-Key on create. */
  headers?: Record<string, string>;
  /**
   * A call the guest never waits for (a search turned away, for the figures): its time-out shows no network-issues
   * screen, and its answer keeps the cached answers, which it changes nothing of.
   */
  background?: boolean;
}

export interface ApiClientOptions {
  /** Default '/api' on the widget's own origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** The token, else the access token, else null (sent as 'anonymous'). */
  authorization: () => string | null;
  /** Called on 401 'Unauthorized' or 403 'explicit deny': the token is reset. */
  onAuthFailure: () => void;
  now?: () => number;
  /** A call unanswered this long is given up as a network failure (default the page time-out, 30 s). */
  timeoutMs?: number;
  /** Called when a call timed out: the app shows its network-issues screen with Retry. */
  onTimeout?: () => void;
}

/** The profile is never cached; nor is anything else under /users/me, which changes with the session. */
const isCacheable = (path: string) => !path.startsWith('/users/me');

export function buildUrl(baseUrl: string, path: string, query: RequestOptions['query'] = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null) params.set(key, String(value));
  const search = params.toString();
  return `${baseUrl.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`;
}

/** JSON over fetch with the Authorization rule, the GET cache and error bodies turned into message keys. */
export function createApiClient({
  baseUrl = '/api',
  fetch: fetchImpl = (...args) => fetch(...args),
  authorization,
  onAuthFailure,
  now = Date.now,
  timeoutMs = PAGE_TIMEOUT_MS,
  onTimeout = () => {},
}: ApiClientOptions) {
  const cache = createResponseCache<{ status: number; data: unknown }>({ now });

  async function request<T>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<RawResult<T>> {
    const url = buildUrl(baseUrl, path, options.query);
    const auth = authorization() ?? 'anonymous';
    const cacheKey = `${auth}\n${url}`;
    const useCache = method === 'GET' && isCacheable(path);
    if (useCache && !options.fresh) {
      const hit = cache.get(cacheKey);
      if (hit) return { ok: true, status: hit.status, data: hit.data as T };
    }
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Authorization: auth,
      ...options.headers,
    };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    // A hung API is given up after the time-out, as a network failure (the answer's body included).
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(url, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: controller.signal,
      });
      text = await response.text();
    } catch (error) {
      if (timedOut && !options.background) onTimeout();
      return {
        ok: false,
        status: 0,
        body: null,
        network: timedOut ? `timed out after ${timeoutMs} ms` : String(error),
      };
    } finally {
      clearTimeout(timer);
    }
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      data = text;
    }
    if (!response.ok) {
      if (isAuthFailure(response.status, data)) onAuthFailure();
      return { ok: false, status: response.status, body: data };
    }
    if (useCache) cache.set(cacheKey, { status: response.status, data });
    // A change may make cached answers (availability, lists) wrong: start afresh.
    else if (method !== 'GET' && !options.background) cache.clear();
    return { ok: true, status: response.status, data: data as T };
  }

  return {
    request,
    get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('POST', path, { ...options, body }),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PATCH', path, { ...options, body }),
    delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
    clearCache: () => cache.clear(),
    get cacheSize() {
      return cache.size;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** What the rest of the widget calls: the client's requests (lazy-client.ts gives these without loading this file up front). */
export type Api = Pick<ApiClient, 'request' | 'get' | 'post' | 'patch' | 'delete' | 'clearCache'>;
