/**
 * Tafel loader: one <script src=".../loader.js" async data-*> line puts the widget on any page.
 * Budget 1 KB gzip with no dependencies, so the code is terse on purpose (closures instead of
 * objects so names minify; no `?.`/`??`, which the es2018 build would expand). Message shapes
 * and checks come from shared/embed-protocol.
 */
import { createMessage, isEnvelopeFromOurWidget, type WidgetConfig } from '../shared/embed-protocol';

export interface InitOptions extends WidgetConfig {
  mode?: 'inline' | 'overlay';
  /** CSS selector of the host element (inline: the iframe's parent; overlay: the launcher's parent). */
  target?: string;
  /** The host's manual-close callback, run when the guest presses the widget's close button. */
  onClose?: () => void;
}
/** One widget: takes an API command (open, close, update, restart) or a message type and data from its iframe. */
type Handler = (command: string, argument?: any, fromWidget?: 1) => void;
type TafelApi = ((...args: any[]) => void) & { q?: any[]; l?: 1 };

const win = window as unknown as { Tafel?: TafelApi };
const doc = document;
const script = doc.currentScript as HTMLScriptElement;
const origin = new URL(script.src).origin;
// data-x becomes option x; a script with data-mode makes a widget at once. (dataset camel-cases
// names, so theme variables go through the JS API or the iframe URL, not data attributes.)
const options: InitOptions = { ...script.dataset };

// A script in <head> waits for the DOM (until then the host's snippet stub queues calls in Tafel.q);
// in <body> it starts at once, so it must come after its target element.
const start = () => {
  const existing = win.Tafel;
  // A second copy of the script only adds its own widget to the first copy.
  if (existing && existing.l) return options.mode && existing('init', options);
  const handlers: Handler[] = [];
  const listeners: Record<string, ((data: unknown, widgetId: string) => void)[]> = {};
  const bodyStyle = doc.body.style;

  const init = ({ mode, target, onClose, ...config }: InitOptions = {}) => {
    const id = 'tafel-' + handlers.length;
    const parent = (target && doc.querySelector(target)) || doc.body;
    const label = config.lang == 'nl' ? 'Reserveer een tafel' : 'Reserve a table';
    const overlay = mode ? mode != 'inline' : !target;
    // Overlay: full screen on phones (max-width wins below 420 px), a right-hand side panel on wider
    // screens, filled by the iframe (which then scrolls itself and ignores resize).
    parent.insertAdjacentHTML(
      'beforeend',
      (overlay ? '<button class=tafel-launcher>' + label + '</button><dialog style="left:auto;padding:0;border:0;width:420px;max-width:100%;height:100%;max-height:100%">' : '') +
        '<iframe title="' +
        label +
        '" allow="clipboard-write; geolocation" referrerpolicy=origin style="display:block;width:100%;border:0;height:' +
        (overlay ? '100%">' : '">'),
    );
    const last = parent.lastChild as HTMLElement;
    const dialog = overlay && (last as HTMLDialogElement);
    const frame = (dialog ? last.lastChild : last) as HTMLIFrameElement;
    const launcher = last.previousSibling as HTMLButtonElement;
    // Config in the URL (query spelling, like configToSearchParams) so the first screen is right; origin and wid say whom to talk to.
    // A nested theme object does not survive URLSearchParams: it arrives with the config message after ready.
    const frameWindow = frame.contentWindow!;
    // Config in the URL (query spelling, like configToSearchParams) so the first screen is right; origin and wid say whom to talk to.
    // A nested theme object does not survive URLSearchParams: it arrives with the config message after ready.
    const load = () => (frame.src = origin + '/?' + new URLSearchParams({ ...config, origin: location.origin, wid: id } as any));
    const post = (_?: unknown) => frameWindow.postMessage(createMessage(id, 'config', config), origin);
    const handle: Handler = (command, argument, fromWidget?: 1) => {
      if (fromWidget) {
        (listeners[command] || []).map((callback) => callback(argument, id));
        if (command == 'ready') post();
        if (command == 'resize' && !dialog) frame.style.height = argument.height + 'px';
        if (command == 'close' && onClose) onClose();
        if (command == 'escape') command = 'close';
      }
      if (command == 'restart') load();
      if (command == 'update') post((config = { ...config, ...argument }));
      if (dialog) {
        if (command == 'close') dialog.close();
        if (command == 'open') {
          dialog.showModal();
          bodyStyle.overflow = 'hidden';
          frame.focus();
        }
      }
    };
    // Only our widget origin, only this widget's own iframe window, only our tag, version and id.
    addEventListener('message', (event) => isEnvelopeFromOurWidget(event, origin, frameWindow, id) && handle(event.data.type, event.data.data, 1));
    load();
    if (dialog) {
      launcher.onclick = () => handle('open');
      // The dialog gives focus back to the element that had it (the launcher after a click).
      dialog.onclose = () => (bodyStyle.overflow = '');
    }
    handlers.push(handle);
  };

  const run = ([command, first, second]: any) =>
    command == 'init' ? init(first) : command == 'on' ? (listeners[first] = listeners[first] || []).push(second) : handlers.map((handle) => handle(command, first));
  const tafel: TafelApi = (...args) => run(args);
  tafel.l = 1;
  win.Tafel = tafel;
  if (options.mode) init(options);
  ((existing && existing.q) || []).map(run);
};
doc.body ? start() : addEventListener('DOMContentLoaded', start);
