import { Component, h, render, type ComponentChildren, type ComponentType } from 'preact';
import { ErrorBoundary } from 'preact-iso/lazy';
import { describe, expect, it, vi } from 'vitest';
import { ChunkTimeoutError, isChunkLoadError, lazyPage, withTimeout } from './lazy-page';

describe('a chunk load failure is told apart from other page load errors', () => {
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

describe('chunk load timeout 120 seconds', () => {
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

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Catches what a page throws while rendering, as the app's page error boundary does. */
class Catch extends Component<{ children: ComponentChildren }, { error: unknown }> {
  override state = { error: null as unknown };
  override componentDidCatch(error: unknown) {
    this.setState({ error });
  }
  override render() {
    return this.state.error ? h('p', null, `caught: ${String(this.state.error)}`) : this.props.children;
  }
}

/** Renders the page in a fresh root, inside preact-iso's boundary (which waits for a suspended page) and a catcher. */
async function show(page: ComponentType<object>) {
  const root = document.createElement('div');
  render(h(Catch, null, h(ErrorBoundary, null, h(page, {}))), root);
  for (let i = 0; i < 5; i++) await flush();
  return root.textContent;
}

describe('a lazy page loads through preact-iso, reports failures, and tries again on the next visit', () => {
  const hooks = () => ({ onLoading: vi.fn(), onChunkError: vi.fn(), onOtherError: vi.fn() });
  const Page = () => h('p', null, 'the page');

  it('a chunk failure calls onChunkError and shows nothing; the next visit loads again', async () => {
    const h = hooks();
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Page);
    const page = lazyPage(load, h);
    expect(await show(page)).toBe('');
    expect(h.onChunkError).toHaveBeenCalledTimes(1);
    expect(h.onOtherError).not.toHaveBeenCalled();
    expect(await show(page)).toBe('the page');
    expect(load).toHaveBeenCalledTimes(2);
    expect(h.onLoading.mock.calls).toEqual([[true], [false], [true], [false]]);
  });

  it('another load error is reported as such and rethrown by the page', async () => {
    const h = hooks();
    const page = lazyPage(() => Promise.reject(new ReferenceError('boom')), h);
    expect(await show(page)).toBe('caught: ReferenceError: boom');
    expect(h.onOtherError).toHaveBeenCalledWith(expect.any(ReferenceError));
    expect(h.onChunkError).not.toHaveBeenCalled();
  });

  it('a chunk that does not arrive within the time-out is a chunk failure', async () => {
    const h = { ...hooks(), timeoutMs: 5 };
    const page = lazyPage(() => new Promise<never>(() => {}), h);
    expect(await show(page)).toBe('');
    expect(h.onChunkError).toHaveBeenCalledWith(expect.any(ChunkTimeoutError));
  });

  it('loads the page once for many visits', async () => {
    const load = vi.fn().mockResolvedValue(Page);
    const page = lazyPage(load, hooks());
    expect(await show(page)).toBe('the page');
    expect(await show(page)).toBe('the page');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
