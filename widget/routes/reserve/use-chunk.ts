import { useEffect, useState } from 'preact/hooks';
import { CHUNK_TIMEOUT_MS } from '../../../shared/constants';
import { useApp } from '../../state/context';
import { isChunkLoadError, pageLoaderHooks, withTimeout } from '../lazy-page';

/**
 * A chunk for a part of a page (the filter's alternatives, the check step's double-booking question): null until it
 * is there; it starts loading the first time `wanted` holds. As for a page's chunk: a chunk that cannot load (or not
 * within the chunk time-out) shows the restart screen; any other load error is reported and rethrown. A load that ends after
 * the page has gone does nothing: the next screen that needs the chunk loads (and reports) it again.
 */
export function useChunk<Module>(wanted: boolean, load: () => Promise<Module>): Module | null {
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
