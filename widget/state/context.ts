import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { flowModel, type App } from './create-app';

/** The one app object (state + actions + services), handed down by context. */
export const AppContext = createContext<App | null>(null);

export function useApp(): App {
  const app = useContext(AppContext);
  if (!app) throw new Error('useApp() outside <AppContext.Provider>');
  return app;
}

/**
 * The app's model of one flow, for a page of the flow (see flowModel in ./create-app).
 * @example const flow = useFlowModel(createEditFlow);
 */
export function useFlowModel<Model>(create: (app: App) => Model): Model {
  return flowModel(useApp(), create);
}
