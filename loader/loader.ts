/**
 * Tafel loader: one <script src=".../loader.js" async data-*> line puts the widget on any page.
 * Budget 1 KB gzip (aim 600 B) with no dependencies, so the code is terse on purpose: closures
 * instead of objects so names minify, one handler for API commands and widget messages, string
 * tests that repeat (gzip likes repeats); no `?.`/`??`, which the es2018 build would expand.
 * Message shapes come from shared/embed-protocol (PROTOCOL, PROTOCOL_VERSION, HostMessage).
 */
import { PROTOCOL, PROTOCOL_VERSION, type HostMessage, type WidgetConfig } from '../shared/embed-protocol';

export interface InitOptions extends WidgetConfig {
  mode?: 'inline' | 'overlay';
  /** CSS selector of the host element (inline: the iframe's parent; overlay: the launcher's parent). */
  target?: string;
  /** The host's manual-close callback, run when the guest presses the widget's close button. */
  onClose?: () => void;
}
/** One widget: takes an API command (open, close, update, restart) or a message type and data from its iframe. */
type Handler = (command: string, argument?: any, fromWidget?: 1) => void;

const win: any = window;
const doc = document;
const script = doc.currentScript as HTMLScriptElement;
const origin = new URL(script.src).origin;
// data-x becomes option x; a script with data-mode makes a widget at once. (dataset camel-cases
// names, so theme variables go through the JS API or the iframe URL, not data attributes.)
const options: InitOptions = script.dataset;
// Warm the connection for the iframe's page and its chunks now, before the DOM (or the host) is ready.
doc.head.insertAdjacentHTML('beforeend', `<link rel=preconnect href=${origin}>`);

// A script in <head> waits for the DOM (until then the host's snippet stub queues calls in Tafel.q);
// in <body> it starts at once, so it must come after its target element.
const start = () => {
  const existing = win.Tafel;
  // A second copy of the script only adds its own widget to the first copy.
  if (existing && existing.l) return options.mode && existing('init', options);
  const handlers: Handler[] = [];
  // Tafel('on', type, callback) calls, kept as [type, callback].
  const listeners: any[][] = [];

  const init = ({ mode, target, onClose, ...config }: InitOptions = {}) => {
    const id = 'tafel-' + handlers.length;
    const parent = (target && doc.querySelector(target)) || doc.body;
    const label = config.lang == 'nl' ? 'Reserveer een tafel' : 'Reserve a table';
    const overlay = mode ? mode != 'inline' : !target;
    // Overlay: full screen on phones (max-width wins below 420 px), a right-hand side panel on wider
    // screens, filled by the iframe (which then scrolls itself and ignores resize). Inline, height:100%
    // of an auto-height parent means auto until the first resize message. Unquoted values: fewer bytes.
    parent.insertAdjacentHTML(
      'beforeend',
      (overlay
        ? `<button class=tafel-launcher>${label}</button><dialog style=left:auto;padding:0;max-width:100%;max-height:100%;width:420px;border:0;height:100%>`
        : '') +
        `<iframe title="${label}" allow="clipboard-write; geolocation" referrerpolicy=origin style=display:block;width:100%;border:0;height:100%>`,
    );
    const last = parent.lastChild as HTMLElement;
    const dialog = overlay && (last as HTMLDialogElement);
    // An iframe has no child nodes: inline, the last child is the iframe itself.
    const frame = (last.lastChild || last) as HTMLIFrameElement;
    const frameWindow = frame.contentWindow!;
    // Config in the URL (query spelling, like configToSearchParams) so the first screen is right; origin and wid say whom to talk to.
    // A nested theme object does not survive URLSearchParams: it arrives with the config message after ready.
    const load = () =>
      (frame.src =
        origin + '/?' + new URLSearchParams({ ...config, origin: location.origin, wid: id } as any));
    const post = (_?: unknown) =>
      frameWindow.postMessage(
        {
          protocol: PROTOCOL,
          version: PROTOCOL_VERSION,
          widgetId: id,
          type: 'config',
          data: config,
        } satisfies HostMessage,
        origin,
      );
    const handle: Handler = (command, argument, fromWidget) => {
      if (fromWidget) {
        listeners.map(([type, callback]) => type == command && callback(argument, id));
        if (command == 'ready') post();
        if (command == 'resize' && !dialog) frame.style.height = argument.height + 'px';
        if (command == 'close' && onClose) onClose();
      }
      if (command == 'restart') load();
      if (command == 'update') post((config = { ...config, ...argument }));
      if (dialog) {
        if (command == 'close' || command == 'escape') dialog.close();
        if (command == 'open') {
          dialog.showModal();
          doc.body.style.overflow = 'hidden';
          // Explicit: not every engine's dialog focusing picks an iframe.
          frame.focus();
        }
      }
    };
    // Only our widget origin, only this widget's own iframe window, only our tag, version and id, and
    // data present (the loader reads data.height; the full payload guards are the widget's side).
    addEventListener(
      'message',
      ({ origin: from, source, data: message }) =>
        from == origin &&
        source == frameWindow &&
        message &&
        message.protocol == PROTOCOL &&
        message.version == PROTOCOL_VERSION &&
        message.widgetId == id &&
        message.data &&
        handle(message.type, message.data, 1),
    );
    load();
    if (dialog) {
      (last.previousSibling as HTMLElement).onclick = () => handle('open');
      // The dialog gives focus back to the element that had it (the launcher after a click).
      dialog.onclose = () => (doc.body.style.overflow = '');
    }
    handlers.push(handle);
  };

  const run = ([command, first, second]: any) =>
    command == 'init'
      ? init(first)
      : command == 'on'
        ? listeners.push([first, second])
        : handlers.map((handle) => handle(command, first));
  ((win.Tafel = (...args: any[]) => run(args)) as any).l = 1;
  if (options.mode) init(options);
  ((existing && existing.q) || []).map(run);
};
if (doc.body) start();
else addEventListener('DOMContentLoaded', start);
