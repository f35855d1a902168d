import { h, type ComponentType } from 'preact';
import lazy from 'preact-iso/lazy';
import { CHUNK_TIMEOUT_MS } from '../../shared/constants';
import type { App } from '../state/create-app';

/** The chunk did not arrive within the chunk time-out (CHUNK_TIMEOUT_MS, shared/constants.ts). */
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

/** A page component; the route's params come in as its props. */
type Page = ComponentType<object>;

/**
 * A page that loads through preact-iso's `lazy`, with the chunk time-out, the loading flag and the error reports
 * around it. preact-iso's `lazy` keeps its first promise for good; a failed load is shown once (the restart screen
 * for a missing chunk, the error screen for anything else) and then forgotten, so the next visit tries again.
 * @example const Success = lazyPage(() => import('./success').then((module) => module.SuccessPage), hooks)
 */
export function lazyPage(load: () => Promise<Page>, hooks: PageLoaderHooks): Page {
  const attempt = () =>
    lazy<Page>(() => {
      hooks.onLoading(true);
      return withTimeout(load(), hooks.timeoutMs ?? CHUNK_TIMEOUT_MS, hooks.setTimer, hooks.clearTimer).then(
        (page) => {
          hooks.onLoading(false);
          return page;
        },
        (error: unknown) => {
          hooks.onLoading(false);
          const chunkMissing = isChunkLoadError(error);
          if (chunkMissing) hooks.onChunkError(error);
          else hooks.onOtherError(error);
          // Shown once, then a fresh attempt waits for the next visit.
          return function FailedPage() {
            current = attempt();
            if (!chunkMissing) throw error;
            return null; // the restart screen (ui.chunkFailed) takes over
          };
        },
      );
    });
  let current = attempt();
  function LazyPage(props: object) {
    return h(current, props);
  }
  return LazyPage;
}
