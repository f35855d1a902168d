import { useMemo } from 'preact/hooks';
import { useApp } from '../state/context';
import { createEndpoints, type Endpoints } from './endpoints';

/** The typed API calls, bound to the app's client. For lazy pages. */
export function useEndpoints(): Endpoints {
  const app = useApp();
  return useMemo(() => createEndpoints(app.api, app.reporter.report), [app]);
}
