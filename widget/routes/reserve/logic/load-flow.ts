import { useEffect, useState } from 'preact/hooks';
import type { FlowRules } from '../../../../shared/promotions/types';

const loaded = new Map<string, FlowRules | undefined>();

/** The flow with its rules, loading its data on demand (./flow-promotion); undefined without a flow or for an unknown name. */
export async function loadFlow(name: string | undefined): Promise<FlowRules | undefined> {
  if (!name) return undefined;
  if (!loaded.has(name)) loaded.set(name, (await import('./flow-promotion')).flowByName(name));
  return loaded.get(name);
}

/** `undefined` without a flow, `'loading'` while its data loads, then the flow (or undefined for an unknown name). */
export function useFlow(name: string | undefined): FlowRules | undefined | 'loading' {
  const known = !name || loaded.has(name);
  const [, setVersion] = useState(0);
  useEffect(() => {
    if (known) return;
    let live = true;
    void loadFlow(name).then(() => live && setVersion((version) => version + 1));
    return () => {
      live = false;
    };
  }, [name]);
  return !name ? undefined : known ? loaded.get(name) : 'loading';
}
