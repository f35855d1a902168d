import { useEffect, useState } from 'preact/hooks';
import type { FlowRules } from '../../../../shared/promotions/types';

// A cache of the promotions' rules, the same for every app: data, not a guest's state.
const loaded = new Map<string, FlowRules | undefined>();

/**
 * The host's extra flow (`flow`: a promotion) with its rules, loading its data on demand (./flow-promotion);
 * undefined without one or for an unknown name. Not to be confused with the guest's journeys (routes/<flow>/flow.ts).
 */
export async function loadExtraFlow(name: string | undefined): Promise<FlowRules | undefined> {
  if (!name) return undefined;
  if (!loaded.has(name)) loaded.set(name, (await import('./flow-promotion')).flowByName(name));
  return loaded.get(name);
}

/** `undefined` without an extra flow, `'loading'` while its data loads, then its rules (or undefined for an unknown name). */
export function useExtraFlow(name: string | undefined): FlowRules | undefined | 'loading' {
  const known = !name || loaded.has(name);
  const [, setVersion] = useState(0);
  useEffect(() => {
    if (known) return;
    let live = true;
    void loadExtraFlow(name).then(() => live && setVersion((version) => version + 1));
    return () => {
      live = false;
    };
  }, [name, known]);
  return !name ? undefined : known ? loaded.get(name) : 'loading';
}
