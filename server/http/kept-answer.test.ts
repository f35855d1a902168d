import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { keptAnswer, sendKept } from './kept-answer';

describe('a kept answer carries its ETag: the same for the same content, another for other content', () => {
  it.each([
    [{ sites: [1, 2] }, { sites: [1, 2] }, true],
    [{ sites: [1, 2] }, { sites: [2, 1] }, false],
  ])('%j and %j: same tag %s', (one, other, same) => {
    expect(keptAnswer(one).etag === keptAnswer(other).etag).toBe(same);
    expect(keptAnswer(one).etag).toMatch(/^W\/"[0-9a-f]{40}"$/);
  });

  it('goes out as JSON with its tag and cache header', async () => {
    const kept = keptAnswer({ ok: true });
    const app = new Hono().get('/', (c) => sendKept(c, kept, 'no-cache'));
    const answer = await app.request('/');
    expect(answer.headers.get('etag')).toBe(kept.etag);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.headers.get('content-type')).toMatch(/application\/json/);
    expect(await answer.json()).toEqual({ ok: true });
  });
});
