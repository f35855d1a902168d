import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { pageLoaderHooks } from '../routes/lazy-page';
import { useApp } from '../state/context';

/**
 * A component that lives in a chunk of its own and is not needed for the first paint: null until it is there; it is
 * fetched the first time `wanted` holds. `load` must be one function for the life of the page (a module constant).
 * A chunk that cannot load is answered as any page's (the restart screen).
 * @example const SignedInLine = useLaterComponent(signedIn, loadSignedInLine); SignedInLine && <SignedInLine />
 */
export function useLaterComponent<P extends object>(
  wanted: boolean,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> | null {
  const app = useApp();
  const [component, setComponent] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    if (wanted && !component)
      load().then(
        (loaded) => setComponent(() => loaded),
        (error: unknown) => pageLoaderHooks(app).onChunkError(error),
      );
  }, [app, wanted, component, load]);
  return component;
}
