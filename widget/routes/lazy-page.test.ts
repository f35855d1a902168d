import { describe, expect, it, vi } from 'vitest';
import { ChunkTimeoutError, createLazyGroup, isChunkLoadError, retryable, withTimeout } from './lazy-page';

describe('SPEC §8: a chunk load failure is told apart from other page load errors', () => {
  it.each([
    [new TypeError('Failed to fetch dynamically imported module: https://w/assets/edit-1.js'), true],
    [new TypeError('error loading dynamically imported module'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new Error('Unable to preload CSS for /assets/pages.css'), true],
    [new ChunkTimeoutError(120000), true],
    [new ReferenceError('x is not defined'), false],
    ['a string', false],
  ])('%s → chunk failure %s', (error, expected) => expect(isChunkLoadError(error)).toBe(expected));
});

describe('SPEC §2: chunk load timeout 120 seconds', () => {
  it('rejects with a chunk error when the chunk has not arrived in time', async () => {
    vi.useFakeTimers();
    const never = new Promise(() => {});
    const result = withTimeout(never, 120_000).catch((error) => error);
    vi.advanceTimersByTime(119_999);
    vi.advanceTimersByTime(1);
    const error = await result;
    vi.useRealTimers();
    expect(isChunkLoadError(error)).toBe(true);
  });
});

describe('lazy groups load once, report failures, and retry after a failure', () => {
  const hooks = () => ({ onLoading: vi.fn(), onChunkError: vi.fn(), onOtherError: vi.fn() });

  it('a chunk failure calls onChunkError; a later preload tries again', async () => {
    const h = hooks();
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Page: () => null });
    const group = createLazyGroup(load, h);
    await group.preload();
    expect(h.onChunkError).toHaveBeenCalledTimes(1);
    expect(h.onOtherError).not.toHaveBeenCalled();
    await group.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(h.onLoading.mock.calls).toEqual([[true], [false], [true], [false]]);
  });

  it('another load error is reported as such (and rethrown by the page)', async () => {
    const h = hooks();
    const group = createLazyGroup(() => Promise.reject(new ReferenceError('boom')), h);
    await group.preload();
    expect(h.onOtherError).toHaveBeenCalledWith(expect.any(ReferenceError));
    expect(h.onChunkError).not.toHaveBeenCalled();
  });

  it('loads the chunk only once for many pages', async () => {
    const load = vi.fn().mockResolvedValue({});
    const group = createLazyGroup(load, hooks());
    await Promise.all([group.preload(), group.preload()]);
    await group.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('a chunk shared by two loaders (the reservation flow and its on-demand screens) is fetched once, retried after a failure', () => {
  it('two calls while loading and one after share one load', async () => {
    const load = vi.fn().mockResolvedValue('group');
    const once = retryable(load);
    expect(await Promise.all([once(), once()])).toEqual(['group', 'group']);
    expect(await once()).toBe('group');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load is not kept: the next call loads again', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('group');
    const once = retryable(load);
    await expect(once()).rejects.toThrow('Failed to fetch');
    expect(await once()).toBe('group');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
