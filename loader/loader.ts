/**
 * Tafel loader: one <script src=".../loader.js" async data-*> line puts the widget on any page.
 *
 * - A script with `data-mode` makes a widget at once from its data attributes.
 * - The JS API `Tafel(command, ...)` works before the script has loaded: the host's snippet queues
 *   calls in `Tafel.q`, and the loader runs them when it starts.
 * - Every message to and from the iframe follows shared/embed-protocol: our tag, version and widget
 *   id, our widget's origin and window only, and every postMessage names its target origin.
 */
import {
  PROTOCOL,
  PROTOCOL_VERSION,
  RESTART_PARAM,
  chooseLanguage,
  configToSearchParams,
  isMessageFromOurWidget,
  keptEntriesKey,
  type HostMessage,
  type WidgetConfig,
  type WidgetMessage,
} from '../shared/embed-protocol';

export interface InitOptions extends WidgetConfig {
  mode?: 'inline' | 'overlay';
  /** CSS selector of the host element (inline: the iframe's parent; overlay: the launcher's parent). */
  target?: string;
  /** The host's manual-close callback, run when the guest presses the widget's close button. */
  onClose?: () => void;
}

type EventType = WidgetMessage['type'];
type Listener = (data: WidgetMessage['data'], widgetId: string) => void;

/** What the host can ask of every widget on the page after init. */
type HostCommand = 'open' | 'close' | 'update' | 'restart';

/** The global the host calls: `Tafel('init', options)`, `Tafel('on', 'booked', callback)`, `Tafel('open')`. */
interface TafelApi {
  (...args: unknown[]): void;
  /** Calls the host made before the loader ran. */
  q?: ArrayLike<unknown>[];
  /** Set once a loader runs, so a second copy of the script adds its widget to the first. */
  loaded?: true;
}

const script = document.currentScript as HTMLScriptElement;
const widgetOrigin = new URL(script.src).origin;

// Warm the connection for the iframe's page and its chunks now, before the DOM (or the host) is ready.
const preconnect = document.createElement('link');
preconnect.rel = 'preconnect';
preconnect.href = widgetOrigin;
document.head.append(preconnect);

/**
 * The launcher's text and the iframe's title in the guest's language: the configured one, else the host
 * page's own (`<html lang>`), else the browser's.
 */
function labelFor(configured: string | undefined): string {
  const language = chooseLanguage({
    configured: configured || document.documentElement.lang,
    browser: navigator.languages,
  });
  return language === 'nl' ? 'Reserveer een tafel' : 'Reserve a table';
}

/** Inline widgets take the height the widget reports; an overlay fills its panel and scrolls itself. */
function createFrame(title: string): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.title = title;
  frame.allow = 'clipboard-write; geolocation';
  frame.referrerPolicy = 'origin';
  frame.style.cssText = 'display:block;width:100%;border:0;height:100%';
  return frame;
}

/** Overlay: a button that opens a dialog, full screen on phones and a right-hand panel on wider screens. */
function createOverlay(label: string, frame: HTMLIFrameElement) {
  const launcher = document.createElement('button');
  launcher.className = 'tafel-launcher';
  launcher.textContent = label;
  const dialog = document.createElement('dialog');
  dialog.style.cssText =
    'left:auto;padding:0;border:0;width:420px;max-width:100%;height:100%;max-height:100%';
  dialog.append(frame);
  // The dialog gives focus back to the element that had it (the launcher after a click).
  dialog.addEventListener('close', () => (document.body.style.overflow = ''));
  return { launcher, dialog };
}

function startLoader(): void {
  const existing = (window as { Tafel?: TafelApi }).Tafel;
  const options: InitOptions = { ...script.dataset };
  // A second copy of the script only adds its own widget to the first copy.
  if (existing?.loaded) {
    if (options.mode) existing('init', options);
    return;
  }

  const widgets: Array<(command: HostCommand, argument?: Partial<WidgetConfig>) => void> = [];
  const listeners: Array<[EventType, Listener]> = [];

  function init({ mode, target, onClose, ...initialConfig }: InitOptions = {}): void {
    const widgetId = `tafel-${widgets.length}`;
    let config: WidgetConfig = initialConfig;
    const parent = (target && document.querySelector(target)) || document.body;
    const label = labelFor(config.lang);
    const isOverlay = mode ? mode === 'overlay' : !target;
    const frame = createFrame(label);
    const overlay = isOverlay ? createOverlay(label, frame) : null;
    if (overlay) parent.append(overlay.launcher, overlay.dialog);
    else parent.append(frame);

    // The config travels in the URL too (the first screen is right at once); origin and wid say whom to talk to.
    const load = (restarted?: boolean) => {
      const query = configToSearchParams(config);
      query.set('origin', location.origin);
      query.set('wid', widgetId);
      if (restarted) query.set(RESTART_PARAM, '1');
      frame.src = `${widgetOrigin}/?${query}`;
    };
    const send = (message: Pick<HostMessage, 'type' | 'data'>) =>
      frame.contentWindow?.postMessage(
        { protocol: PROTOCOL, version: PROTOCOL_VERSION, widgetId, ...message },
        widgetOrigin,
      );
    const sendConfig = () => send({ type: 'config', data: config });
    // What the widget asks us to keep when the browser refuses it storage of its own in our frame: in this tab's
    // sessionStorage, under a key that a reload of this page finds again (shared/embed-protocol keptEntriesKey).
    const keptKey = keptEntriesKey(widgetOrigin, widgetId);
    const readKept = (): Record<string, string> | null => {
      try {
        return JSON.parse(sessionStorage.getItem(keptKey) || '{}') as Record<string, string>;
      } catch {
        return null;
      }
    };
    const writeKept = (entries: Record<string, string> | null) => {
      try {
        if (entries) sessionStorage.setItem(keptKey, JSON.stringify(entries));
        else sessionStorage.removeItem(keptKey);
      } catch {
        // The host page's storage is refused too: the widget was told (kept.available) and keeps it in memory.
      }
    };
    // A restart starts again, as it does on the widget's own address.
    const restart = () => {
      writeKept(null);
      load(true);
    };
    const open = () => {
      if (!overlay) return;
      overlay.dialog.showModal();
      document.body.style.overflow = 'hidden';
      // Explicit: not every engine's dialog focusing picks an iframe.
      frame.focus();
    };
    const close = () => overlay?.dialog.close();

    const runCommand = (command: HostCommand, argument?: Partial<WidgetConfig>) => {
      if (command === 'open') open();
      else if (command === 'close') close();
      else if (command === 'restart') restart();
      else if (command === 'update') {
        config = { ...config, ...argument };
        sendConfig();
      }
    };

    const onWidgetMessage = (message: WidgetMessage) => {
      for (const [type, listener] of listeners) if (type === message.type) listener(message.data, widgetId);
      switch (message.type) {
        case 'ready':
          sendConfig();
          break;
        case 'resize':
          if (!overlay) frame.style.height = `${message.data.height}px`;
          break;
        case 'close':
          onClose?.();
          close();
          break;
        case 'escape':
          close();
          break;
        case 'restart':
          restart();
          break;
        case 'recall': {
          const entries = readKept();
          send({ type: 'kept', data: { entries: entries ?? {}, available: entries !== null } });
          break;
        }
        case 'keep': {
          const entries = readKept() ?? {};
          const { key, value } = message.data;
          if (value === null) delete entries[key];
          else entries[key] = value;
          writeKept(entries);
          break;
        }
      }
    };

    window.addEventListener('message', (event) => {
      const widget = { origin: widgetOrigin, window: frame.contentWindow, widgetId };
      if (isMessageFromOurWidget(event, widget)) onWidgetMessage(event.data);
    });
    overlay?.launcher.addEventListener('click', open);
    load();
    widgets.push(runCommand);
  }

  const run = (...[command, first, second]: unknown[]) => {
    if (command === 'init') init(first as InitOptions);
    else if (command === 'on') listeners.push([first as EventType, second as Listener]);
    else for (const widget of widgets) widget(command as HostCommand, first as Partial<WidgetConfig>);
  };

  const api: TafelApi = (...args) => run(...args);
  api.loaded = true;
  (window as { Tafel?: TafelApi }).Tafel = api;
  if (options.mode) init(options);
  for (const queued of existing?.q ?? []) run(...Array.from(queued));
}

// A script in <head> waits for the DOM (until then the host's snippet stub queues calls in Tafel.q);
// in <body> it starts at once, so it must come after its target element.
if (document.body) startLoader();
else addEventListener('DOMContentLoaded', startLoader);
