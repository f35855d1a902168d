import {
  createWidgetMessenger,
  embedContextFromSearchParams,
  type WidgetConfig,
  type WidgetMessageType,
  type WidgetToHostMessages,
} from '../../shared/embed-protocol';

/** The widget's side of the embed: who the host is, typed sends, the config listener, the height reporter. */
export interface Embed {
  /** Inside a frame (with or without the loader). */
  framed: boolean;
  /** A loader placed us: messages have a host to go to. */
  connected: boolean;
  send<K extends WidgetMessageType>(type: K, data: WidgetToHostMessages[K]): void;
  /** Calls back with every valid config from the parent window; returns the unsubscribe. */
  onConfig(listener: (config: WidgetConfig) => void): () => void;
  /** Reports the element's height to the host whenever it changes; returns the stop. */
  watchHeight(element: HTMLElement): () => void;
}

function isFramed(win: Window): boolean {
  try {
    return win.parent !== win;
  } catch {
    return true;
  }
}

export function createEmbed(win: Window): Embed {
  const framed = isFramed(win);
  const context = framed ? embedContextFromSearchParams(new URLSearchParams(win.location.search)) : null;
  const parent = win.parent;
  const messenger =
    context &&
    createWidgetMessenger({
      ...context,
      parentWindow: parent,
      post: (message, targetOrigin) => parent.postMessage(message, targetOrigin),
    });
  // Keys pressed in the iframe never reach the host page: without this an overlay could not close on Escape once
  // focus is inside. An Escape that an open control took first (the date picker, the close question) is marked
  // with preventDefault and stays the widget's.
  if (messenger)
    win.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && !event.defaultPrevented) messenger.send('escape', {});
    });
  return {
    framed,
    connected: messenger !== null,
    send(type, data) {
      messenger?.send(type, data);
    },
    onConfig(listener) {
      if (!messenger) return () => {};
      const handler = (event: MessageEvent) => {
        const config = messenger.readConfig(event);
        if (config) listener(config);
      };
      win.addEventListener('message', handler);
      return () => win.removeEventListener('message', handler);
    },
    watchHeight(element) {
      if (!messenger || typeof ResizeObserver === 'undefined') return () => {};
      let last = -1;
      const report = () => {
        const height = Math.ceil(element.getBoundingClientRect().height);
        if (height !== last) messenger.send('resize', { height: (last = height) });
      };
      const observer = new ResizeObserver(report);
      observer.observe(element);
      report();
      return () => observer.disconnect();
    },
  };
}

/** Theme colours from the host config become CSS custom properties on the root element. */
export function applyTheme(
  root: HTMLElement,
  theme: Record<string, string> | undefined,
  previous: Record<string, string> | undefined,
): void {
  for (const name of Object.keys(previous ?? {}))
    if (!theme || !(name in theme)) root.style.removeProperty(`--${name}`);
  for (const [name, value] of Object.entries(theme ?? {})) root.style.setProperty(`--${name}`, value);
}
