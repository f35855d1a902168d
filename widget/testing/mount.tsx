/** Draws components inside an app of their own, as the widget does, for unit tests (happy-dom). */
import { render, type ComponentChildren } from 'preact';
import { act } from 'preact/test-utils';
import { testEmbed } from '../embed/test-embed';
import { AppContext } from '../state/context';
import { createApp, type App, type AppEnvironment } from '../state/create-app';
import { createSafeStorage } from '../../ui/storage';

/**
 * Mounts `node` in a new app (memory storage, a test embed, and whatever of the environment the test gives), after
 * `setup` has prepared the app's state. The test's afterEach empties document.body. It draws at once, as the base
 * texts of both languages are loaded before any widget test (widget/testing/setup.ts; main.tsx awaits one).
 */
export function mountInApp(
  node: ComponentChildren,
  environment: Partial<AppEnvironment> = {},
  setup: (app: App) => void = () => {},
): { root: HTMLElement; app: App } {
  const app = createApp({
    window,
    storage: createSafeStorage(() => null),
    embed: testEmbed(),
    ...environment,
  });
  setup(app);
  const root = document.createElement('div');
  document.body.append(root);
  act(() => render(<AppContext.Provider value={app}>{node}</AppContext.Provider>, root));
  return { root, app };
}
