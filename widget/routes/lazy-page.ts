import { h, type ComponentType } from 'preact';
import { useState } from 'preact/hooks';
import { CHUNK_TIMEOUT_MS } from '../../shared/constants';
import type { App } from '../state/create-app';

/** The chunk did not arrive within the chunk time-out (SPEC §2: 120 seconds). */
export class ChunkTimeoutError extends Error {
  override name = 'ChunkLoadError';
  constructor(ms: number) {
    super(`chunk did not load within ${ms} ms`);
  }
}

/**
 * Is this the browser failing to fetch a code chunk (a deploy removed it, the network dropped)?
 * Other errors (a page module that throws) are bugs: reported and rethrown, not a restart prompt.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to fetch|module script/i.test(
      error.message,
    )
  );
}

export interface PageLoaderHooks {
  /** A chunk load starts or ends: drives the delayed spinner and the page time-out. */
  onLoading(loading: boolean): void;
  onChunkError(error: unknown): void;
  onOtherError(error: unknown): void;
  timeoutMs?: number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/** The app's answers to a chunk loading or failing: the delayed spinner, the restart screen, the error reporter. */
export function pageLoaderHooks(app: App): PageLoaderHooks {
  return {
    // Deferred: the lazy page calls this while rendering, and signals should not change mid-render.
    onLoading: (loading) => queueMicrotask(() => (app.state.loading.page.value = loading)),
    onChunkError: (error) => {
      app.reporter.report(error, 'chunk load');
      queueMicrotask(() => (app.state.ui.chunkFailed.value = true));
    },
    onOtherError: (error) => app.reporter.report(error, 'page load'),
  };
}

export function withTimeout<T>(
  promise: Promise<T>,
  ms: number,
  setTimer = (cb: () => void, t: number): unknown => setTimeout(cb, t),
  clearTimer = (timer: unknown) => clearTimeout(timer as number),
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimer(() => reject(new ChunkTimeoutError(ms)), ms);
    promise.then(
      (value) => (clearTimer(timer), resolve(value)),
      (error: unknown) => (clearTimer(timer), reject(error)),
    );
  });
}

/**
 * `load` called once: later calls share its promise. A failed load is forgotten, so the next call tries again.
 * @example const group = retryable(() => import('./routes/reserve')); group() === group() // one fetch
 */
export function retryable<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

/**
 * Loads a lazy group once (one chunk per group). A failed load is forgotten so a later visit retries.
 * Returns `page(pick)`: a component for one page of the group, which suspends while the chunk loads.
 */
export function createLazyGroup<M>(load: () => Promise<M>, hooks: PageLoaderHooks) {
  let pending: Promise<void> | undefined;
  let module: M | undefined;
  let failure: unknown;

  const start = () =>
    (pending ??=
      (hooks.onLoading(true),
      withTimeout(load(), hooks.timeoutMs ?? CHUNK_TIMEOUT_MS, hooks.setTimer, hooks.clearTimer).then(
        (loaded) => {
          module = loaded;
          hooks.onLoading(false);
        },
        (error: unknown) => {
          pending = undefined;
          hooks.onLoading(false);
          if (isChunkLoadError(error)) {
            hooks.onChunkError(error);
            failure = null;
          } else {
            hooks.onOtherError(error);
            failure = error;
          }
        },
      )));

  return {
    preload: () => start(),
    page<P>(pick: (module: M) => ComponentType<P>): ComponentType<P> {
      function LazyPage(props: P) {
        const [, rerender] = useState(0);
        if (module !== undefined) return h(pick(module) as ComponentType<object>, props as object);
        if (failure !== undefined) {
          const error = failure;
          failure = undefined;
          if (error !== null) throw error; // SPEC §8: other page load errors are rethrown
          return null; // the restart screen (ui.chunkFailed) takes over
        }
        const promise = start();
        promise.then(() => rerender((n) => n + 1));
        throw promise;
      }
      return LazyPage;
    },
  };
}
