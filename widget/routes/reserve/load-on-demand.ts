import { useEffect, useState } from 'preact/hooks';
import { CHUNK_TIMEOUT_MS, type Language } from '../../../shared/constants';
import { useApp } from '../../state/context';
import { isChunkLoadError, pageLoaderHooks, withTimeout } from '../lazy-page';

/**
 * The chunk of the flow's off-path screens (./on-demand). Imported from here, inside the group's chunk, so it
 * reuses the modules the group has already loaded instead of splitting them into a chunk of their own.
 */
export const loadOnDemand = () => import('./on-demand');
export type OnDemand = Awaited<ReturnType<typeof loadOnDemand>>;

/**
 * The chunk of the details page and the steps after it (./booking-path) with its texts in the guest's language,
 * fetched once the guest chooses a time (./filter.tsx).
 */
export const loadBookingPath = (language: Language) =>
  import('./booking-path').then(async (module) => {
    await module.bookingPathWords.load(language);
    return module;
  });

/**
 * The chunk of the check step's double-booking question (./double-question) with its words, fetched only when the
 * server answers that the guest already holds a booking at that time (409 possible_double).
 */
export const loadDoubleQuestion = (language: Language) =>
  import('./double-question').then(async (module) => {
    await module.doubleWords.load(language);
    return module;
  });

/**
 * The on-demand chunk for a part of a page (the filter's alternatives, the check step's double-booking question):
 * null until it is there; it starts loading
 * the first time `wanted` holds. As for a page's chunk: a chunk that cannot load (or not within the
 * chunk time-out) shows the restart screen; any other load error is reported and rethrown. A load that ends after
 * the page has gone does nothing: the next screen that needs the chunk loads (and reports) it again.
 */
export function useOnDemand<Module = OnDemand>(
  wanted: boolean,
  load: () => Promise<Module> = loadOnDemand as () => Promise<Module>,
): Module | null {
  const app = useApp();
  const [loaded, setLoaded] = useState<Module | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    withTimeout(load(), CHUNK_TIMEOUT_MS).then(
      (module) => live && setLoaded(module),
      (error: unknown) => {
        if (!live) return;
        const hooks = pageLoaderHooks(app);
        if (isChunkLoadError(error)) return hooks.onChunkError(error);
        hooks.onOtherError(error);
        setFailure(error);
      },
    );
    return () => void (live = false);
  }, [app, load, wanted, loaded]);
  if (failure) throw failure;
  return loaded;
}
