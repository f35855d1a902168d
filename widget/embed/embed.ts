import {
  createWidgetMessenger,
  type HostToWidgetMessages,
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
  /**
   * The query the loader opened the frame with (origin, wid and the config). A reload of the frame alone opens the
   * page it was on, without that query: the query then comes from the history entry, where `holdContext` put it.
   */
  search?: string;
  /** The widget id the loader gave (stable from one load of the host page to the next); null when not connected. */
  widgetId?: string | null;
  /** Calls back with every valid config from the parent window; returns the unsubscribe. */
  onConfig(listener: (config: WidgetConfig) => void): () => void;
  /** Calls back with the host's answer to `recall` (the entries it keeps for us); returns the unsubscribe. */
  onKept?(listener: (kept: HostToWidgetMessages['kept']) => void): () => void;
  /** Writes the loader's query into the current history entry, so a reload of the frame alone finds it. */
  holdContext?(): void;
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

/** Where the loader's query rides in a history entry of the frame (a frame reload keeps the entry's state). */
const CONTEXT_STATE = 'tafelEmbed';

/**
 * The query the frame was opened with: the address's own when it carries the loader's `origin` and `wid`, else the
 * one a history entry kept (a reload of the frame alone, on a later step whose address has no query).
 * @example startSearch('', { tafelEmbed: '?origin=https%3A%2F%2Fhost.example&wid=tafel-0' }) //=> '?origin=…&wid=tafel-0'
 */
export function startSearch(search: string, historyState: unknown): string {
  if (embedContextFromSearchParams(new URLSearchParams(search))) return search;
  const kept = (historyState as Record<string, unknown> | null)?.[CONTEXT_STATE];
  return typeof kept === 'string' ? kept : search;
}

export function createEmbed(win: Window): Embed {
  const framed = isFramed(win);
  const search = startSearch(win.location.search, win.history.state);
  const context = framed ? embedContextFromSearchParams(new URLSearchParams(search)) : null;
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
    search,
    widgetId: context?.widgetId ?? null,
    onConfig(listener) {
      if (!messenger) return () => {};
      const handler = (event: MessageEvent) => {
        const config = messenger.readConfig(event);
        if (config) listener(config);
      };
      win.addEventListener('message', handler);
      return () => win.removeEventListener('message', handler);
    },
    onKept(listener) {
      if (!messenger) return () => {};
      const handler = (event: MessageEvent) => {
        const kept = messenger.readKept(event);
        if (kept) listener(kept);
      };
      win.addEventListener('message', handler);
      return () => win.removeEventListener('message', handler);
    },
    holdContext() {
      if (messenger) win.history.replaceState({ [CONTEXT_STATE]: search }, '');
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
