import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { App } from './create-app';

/** The one app object (state + actions + services), handed down by context. */
export const AppContext = createContext<App | null>(null);

export function useApp(): App {
  const app = useContext(AppContext);
  if (!app) throw new Error('useApp() outside <AppContext.Provider>');
  return app;
}
