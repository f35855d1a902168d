import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_ERROR_MESSAGES, TOKEN_RESET_CODES, messageForErrorCode } from '../../shared/api/error-codes';
import { PROMOTION_REFUSAL_MESSAGES } from '../../shared/promotions/refusals';
import { SLOT_REFUSAL_MESSAGES } from '../../shared/slots/refusal';
import type { MessageKey } from '../../shared/message-keys';
import { errorFromAnswer } from './refusal';
import { settle } from './booking-endpoints';
import { messageIn, messageWords } from '../i18n/message-words';
import { refusalWords, waitlistRefusalWords } from '../i18n/refusal-words';
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

describe('every request sends Authorization: the token, else the access token, else anonymous', () => {
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

describe('401 Unauthorized or 403 explicit deny resets the token; other failures do not', () => {
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

describe('GET answers are cached 120000 ms, at most 100 entries, never /users/me', () => {
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

describe('a call in the background (a search turned away) is one the guest never waits for', () => {
  it('keeps the cached answers, which it changes nothing of', async () => {
    const { fetch, calls } = fakeFetch();
    const api = createApiClient({ fetch, authorization: () => null, onAuthFailure: () => {} });
    await api.get('/sites');
    await api.post('/sites/s/turned-away', {}, { background: true });
    await api.get('/sites');
    expect(calls.map((call) => call.init.method)).toEqual(['GET', 'POST']);
  });

  it('its time-out shows no network-issues screen', async () => {
    vi.useFakeTimers();
    try {
      const hung = vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      );
      const onTimeout = vi.fn();
      const api = createApiClient({
        fetch: hung as unknown as typeof fetch,
        authorization: () => null,
        onAuthFailure: () => {},
        onTimeout,
      });
      const pending = api.post('/sites/s/turned-away', {}, { background: true });
      await vi.advanceTimersByTimeAsync(30_000);
      expect((await pending).ok).toBe(false);
      expect(onTimeout).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('for alternative availability only status 200 counts', () => {
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
    // The failure is logged to the error reporter as section 'Generic API'.
    expect(report.mock.calls.map((call) => call[1])).toEqual(used ? [] : ['Generic API']);
  });
});

describe('error bodies become message keys', () => {
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
      'an English text alone is not matched (a refusal, never a server error)',
      400,
      { error: 'bad', message: 'Invalid confirmation number' },
      'requestRefused',
    ],
    [
      'a key the widget does not know: the error code decides',
      400,
      { error: 'invalid_request', message: 'Use a date as YYYY-MM-DD', key: 'invalidDate' },
      'requestRefused',
    ],
    [
      'a server fault (5xx) is the only server error',
      500,
      { error: 'boom', message: 'stack trace' },
      'serverError',
    ],
    [
      'too many requests',
      429,
      { error: 'too_many_requests', message: 'Too many requests' },
      'tooManyRequests',
    ],
    [
      'a cancelled reservation',
      409,
      { error: 'reservation_cancelled', message: 'x' },
      'reservationCancelled',
    ],
    [
      'an unknown phone at code login',
      404,
      {
        error: 'not_found',
        message: 'no such user with phone number: dynamo: no item found',
        field: 'phone_number',
      },
      'unknownPhone',
    ],
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

const loadAllWords = () =>
  Promise.all(
    [messageWords, refusalWords, waitlistRefusalWords].flatMap((texts) => [
      texts.load('en'),
      texts.load('nl'),
    ]),
  );

describe('every refusal the API can give a guest has its own words in en and nl, from one table keyed by the error code', () => {
  // The staff API's own refusals (the server's files named staff*) are worded by the staff app, not the guest widget.
  const server = readdirSync('server', { recursive: true, withFileTypes: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        entry.name.endsWith('.ts') &&
        !entry.name.endsWith('.test.ts') &&
        !entry.name.startsWith('staff'),
    )
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
    .join('\n');
  const literal = [...server.matchAll(/code: '([A-Za-z_]+)'/g)].map((match) => match[1]!);
  const limited = [...server.matchAll(/tooManyRequests\([^,]+, '([A-Za-z_]+)'/g)].map((match) => match[1]!);
  const answered = [...new Set([...literal, ...limited])];
  // A booking or change refused by a slot or promotion rule answers that rule's code and names its message key
  // (server/domain/booking.ts); the rules' own tables give the key.
  const RULE_MESSAGES: Record<string, MessageKey> = {
    ...PROMOTION_REFUSAL_MESSAGES,
    ...SLOT_REFUSAL_MESSAGES,
  };

  it('finds the codes the server answers, those of the limits included', () => {
    expect(answered.length).toBeGreaterThan(20);
    expect(answered).toContain('number_locked');
    expect(server).toContain('code: refusal.code');
    expect(server).toContain('message: refusal.messageKey');
  });
  it.each(answered.filter((code) => !(TOKEN_RESET_CODES as readonly string[]).includes(code)))(
    '%s has a message in English and Dutch',
    async (code) => {
      const key = messageForErrorCode(code);
      expect(key).not.toBeNull();
      expect(key).not.toBe('serverError');
      await loadAllWords();
      for (const language of ['en', 'nl'] as const) {
        const text = messageIn(language, key!) ?? '';
        expect(text.length, `${code} in ${language}`).toBeGreaterThan(10);
      }
    },
  );
  it.each(Object.entries(RULE_MESSAGES))(
    "a slot or promotion rule's refusal %s reads its rule's message (%s) in English and Dutch",
    async (code, key) => {
      expect(errorFromAnswer(422, { error: code, message: key }).messageKey).toBe(key);
      await loadAllWords();
      for (const language of ['en', 'nl'] as const)
        expect((messageIn(language, key) ?? '').length, `${code} in ${language}`).toBeGreaterThan(10);
    },
  );
  it('the Dutch words differ from the English ones', async () => {
    await loadAllWords();
    for (const key of Object.values(API_ERROR_MESSAGES))
      expect(messageIn('nl', key)).not.toBe(messageIn('en', key));
  });
});

describe("a refusal's words load with the refusal, before the page shows it", () => {
  const call = async (status: number, body: unknown) => {
    const { api } = client({ status, body });
    const loadRefusalWords = vi.fn(async () => {});
    const result = await createEndpoints(api, () => {}, loadRefusalWords).cancelReservation('s1', 'r1');
    return { result, loadRefusalWords };
  };
  it.each([
    ['a refusal beyond the SPEC catalogue (a wrong code)', 400, { error: 'wrong_code', message: 'x' }, 1],
    ['a SPEC catalogue message (reservation not found)', 404, { error: 'not_found', message: 'x' }, 0],
    ['a server fault', 500, { error: 'internal', message: 'x' }, 0],
  ])('%s: loaded %i time(s)', async (_name, status, body, loads) => {
    const { loadRefusalWords } = await call(status, body);
    expect(loadRefusalWords).toHaveBeenCalledTimes(loads);
  });
  it('the facts of the answer fill the message: the restaurant to call', async () => {
    const { result } = await call(409, {
      error: 'cancellation_disabled',
      message: 'x',
      phone: '+31 30 123 45 67',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.messageKey).toBe('cancellationDisabled');
    await loadAllWords();
    expect(messageIn('nl', result.error.messageKey, result.error.values)).toContain('+31 30 123 45 67');
    expect(messageIn('en', result.error.messageKey, result.error.values)).toBe(
      'This reservation can no longer be cancelled online. Please call the restaurant on +31 30 123 45 67.',
    );
  });
});

describe('a call unanswered for 30 s is given up as a network failure', () => {
  it('a hung API answers networkIssues after the time-out and tells the app', async () => {
    vi.useFakeTimers();
    try {
      const hung = vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      );
      const onTimeout = vi.fn();
      const api = createApiClient({
        fetch: hung as unknown as typeof fetch,
        authorization: () => null,
        onAuthFailure: () => {},
        onTimeout,
      });
      const pending = createEndpoints(api).getMyReservations();
      await vi.advanceTimersByTimeAsync(29_999);
      expect(onTimeout).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      const result = await pending;
      expect(onTimeout).toHaveBeenCalledTimes(1);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.messageKey).toBe('networkIssues');
    } finally {
      vi.useRealTimers();
    }
  });
  it('a failure before the time-out is a network failure without the time-out screen', async () => {
    const onTimeout = vi.fn();
    const api = createApiClient({
      fetch: (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch,
      authorization: () => null,
      onAuthFailure: () => {},
      onTimeout,
    });
    const result = await createEndpoints(api).getMyReservations();
    expect(result.ok).toBe(false);
    expect(onTimeout).not.toHaveBeenCalled();
  });
});

describe("a database out of reach (503 'unavailable') says so; any other server fault is 'Server error'", () => {
  it.each([
    [503, { error: 'unavailable', message: 'The service is unavailable for a moment' }, 'serviceBusy'],
    [503, { error: 'bad_gateway' }, 'serverError'],
    [500, { error: 'server_error', message: 'Server error' }, 'serverError'],
    [502, '<html>Bad Gateway</html>', 'serverError'],
  ])('%i %j reads %s', async (status, body, key) => {
    expect(errorFromAnswer(status, body).messageKey).toBe(key);
    // Every call settles its answer this way: a 5xx reads 'Server error' without the refusals' chunk, but not this 503.
    expect((await settle({ ok: false, status, body })) as unknown).toMatchObject({
      ok: false,
      error: { messageKey: key },
    });
  });
});
