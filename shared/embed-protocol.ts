/**
 * The embed protocol: every postMessage between the loader (host page) and the widget (iframe).
 * Dependency-free on purpose: the loader imports from here and has no dependencies of its own.
 * Pure: the window to post to and the events to check come in as parameters.
 */

import { configFromRecord, isObject, type ConfigChangeEffect, type WidgetConfig } from './embed-config';

export * from './embed-config';

/** Tag on every message, so we never act on another script's postMessage traffic. */
export const PROTOCOL = 'tafel';
/** Bumped when a message changes shape; both sides ignore other versions. */
export const PROTOCOL_VERSION = 1;

/** Iframe URL parameters the loader adds so the widget knows whom to talk to. */
const HOST_ORIGIN_PARAM = 'origin';
const WIDGET_ID_PARAM = 'wid';
/** Added by the loader when it reopens the frame for a restart: the widget starts again, not on the kept step. */
export const RESTART_PARAM = 'restart';

/** Messages the widget (iframe) sends to the host page. */
export interface WidgetToHostMessages {
  /** The widget has started and listens for config. */
  ready: Record<string, never>;
  /** The widget's content height changed, in whole CSS px rounded up; the inline iframe takes this height (no inner scrollbar). */
  resize: { height: number };
  /** The guest pressed the widget's close button: the host runs its manual-close callback. */
  close: Record<string, never>;
  /** The guest pressed Escape inside the widget (keys in an iframe never reach the host): an overlay closes. */
  escape: Record<string, never>;
  /** Ask the host to reload the iframe with its current config (restart after failure or update). */
  restart: Record<string, never>;
  /**
   * The widget's route changed (for host analytics), by its name only: a path can hold a reservation's id or a
   * manage link's token, which are credentials and must not reach the host page (or its analytics).
   */
  route: { name: string };
  /** A booking was confirmed. */
  booked: { reservationNumber: string; siteId: string; date: string; time: string; partySize: number };
  /** The widget applied a config message and tells which route change it caused. */
  configApplied: { effect: ConfigChangeEffect };
  /**
   * The browser refuses the widget its own storage in this frame: the host keeps this entry for the tab (a booking
   * under way and its step), so a refresh of the host page or of the frame keeps them; `value` null removes it.
   */
  keep: { key: string; value: string | null };
  /** The widget starts without storage of its own and asks for the entries the host kept for it (answer: `kept`). */
  recall: Record<string, never>;
}

/** Messages the host page sends to the widget. */
export interface HostToWidgetMessages {
  /**
   * The complete current config (not a patch); the widget compares it with the previous one.
   * Read it with configFromRecord (readConfig does): invalid fields are dropped, and the loader may
   * send data attributes in their query spelling (root: '', 'theme-brand': 'red').
   */
  config: WidgetConfig;
  /**
   * The answer to `recall`: every entry the host keeps for this widget in the tab; `available` false when the host
   * page's own storage is refused too (the widget then keeps everything in memory only).
   */
  kept: { entries: Record<string, string>; available: boolean };
}

export type WidgetMessageType = keyof WidgetToHostMessages;
export type HostMessageType = keyof HostToWidgetMessages;

/** The envelope every message travels in. */
export interface Envelope<Type extends string, Data> {
  protocol: typeof PROTOCOL;
  version: typeof PROTOCOL_VERSION;
  widgetId: string;
  type: Type;
  data: Data;
}

export type WidgetMessage = {
  [K in WidgetMessageType]: Envelope<K, WidgetToHostMessages[K]>;
}[WidgetMessageType];
export type HostMessage = { [K in HostMessageType]: Envelope<K, HostToWidgetMessages[K]> }[HostMessageType];

/** Builds one envelope. */
export function createMessage<K extends WidgetMessageType>(
  widgetId: string,
  type: K,
  data: WidgetToHostMessages[K],
): Envelope<K, WidgetToHostMessages[K]>;
export function createMessage<K extends HostMessageType>(
  widgetId: string,
  type: K,
  data: HostToWidgetMessages[K],
): Envelope<K, HostToWidgetMessages[K]>;
export function createMessage(widgetId: string, type: string, data: unknown) {
  return { protocol: PROTOCOL, version: PROTOCOL_VERSION, widgetId, type, data };
}

/** A payload guard: the data arrives untyped from another window, so each reads only what it checks. */
type Guard = (data: Record<string, unknown>) => boolean;
const isEmpty: Guard = () => true;
const isText = (value: unknown): value is string => typeof value === 'string';
const isPositiveNumber = (value: unknown): value is number => typeof value === 'number' && value > 0;

const WIDGET_DATA_GUARDS: Record<WidgetMessageType, Guard> = {
  ready: isEmpty,
  close: isEmpty,
  escape: isEmpty,
  restart: isEmpty,
  // The range check also refuses NaN and Infinity.
  resize: ({ height }) => typeof height === 'number' && height >= 0 && height < 1e6,
  route: ({ name }) => isText(name),
  booked: ({ reservationNumber, siteId, date, time, partySize }) =>
    [reservationNumber, siteId, time].every(isText) &&
    isText(date) &&
    /^\d{4}-\d\d-\d\d$/.test(date) &&
    isPositiveNumber(partySize),
  configApplied: ({ effect }) => effect === 'filter' || effect === 'index' || effect === null,
  keep: ({ key, value }) => isText(key) && (value === null || isText(value)),
  recall: isEmpty,
};
// Config fields are not checked here: readConfig cleans them field by field (configFromRecord).
const HOST_DATA_GUARDS: Record<HostMessageType, Guard> = {
  config: isObject,
  kept: ({ entries, available }) =>
    typeof available === 'boolean' && isObject(entries) && Object.values(entries).every(isText),
};

/**
 * The host page's session storage key under which the loader keeps one widget's entries (`keep`). Made of what stays
 * the same from one load of the host page to the next (the widget's origin and its id, numbered in the order the
 * host creates widgets), never of anything made per load, so a refresh finds what the last load kept.
 * @example keptEntriesKey('https://widget.tafel.example', 'tafel-0') //=> 'tafel:kept:https://widget.tafel.example#tafel-0'
 */
export function keptEntriesKey(widgetOrigin: string, widgetId: string): string {
  return `tafel:kept:${widgetOrigin}#${widgetId}`;
}

/** Tag, version, a widget id, a known type and data that passes that type's guard. */
function isValidMessage(data: unknown, guards: Record<string, Guard>): boolean {
  if (!isObject(data)) return false;
  const message = data as Partial<Envelope<string, unknown>>;
  return (
    message.protocol === PROTOCOL &&
    message.version === PROTOCOL_VERSION &&
    !!message.widgetId &&
    isText(message.widgetId) &&
    isText(message.type) &&
    Object.hasOwn(guards, message.type) &&
    isObject(message.data) &&
    guards[message.type]!(message.data)
  );
}

/** Is this a well-formed message the widget sends to the host? */
export function isWidgetMessage(data: unknown): data is WidgetMessage {
  return isValidMessage(data, WIDGET_DATA_GUARDS);
}

/** Is this a well-formed message the host sends to the widget? */
export function isHostMessage(data: unknown): data is HostMessage {
  return isValidMessage(data, HOST_DATA_GUARDS);
}

/** Did the event come from the one origin we talk to? The opaque 'null' origin never counts. */
function isMessageFromExpectedOrigin(origin: string, expectedOrigin: string): boolean {
  return origin !== 'null' && expectedOrigin !== 'null' && origin !== '' && origin === expectedOrigin;
}

/** Did the event come from the one window we talk to (our iframe, or our parent)? */
function isMessageFromExpectedSource(source: unknown, expectedSource: unknown): boolean {
  return source != null && source === expectedSource;
}

/** The parts of a MessageEvent the checks need. */
export interface MessageEventLike {
  origin: string;
  source: unknown;
  data: unknown;
}

/** The peer a listener expects: its origin, its window and the widget id both sides agreed on. */
export interface Peer {
  origin: string;
  window: unknown;
  widgetId: string;
}

/**
 * The loader's question: is this event a well-formed message from our widget (its origin and its own
 * iframe window), addressed with this widget's id?
 * @example isMessageFromOurWidget(event, { origin: 'https://widget.example', window: frame.contentWindow, widgetId: 'tafel-0' })
 */
export function isMessageFromOurWidget(
  event: MessageEventLike,
  widget: Peer,
): event is MessageEventLike & { data: WidgetMessage } {
  return (
    isMessageFromExpectedOrigin(event.origin, widget.origin) &&
    isMessageFromExpectedSource(event.source, widget.window) &&
    isWidgetMessage(event.data) &&
    event.data.widgetId === widget.widgetId
  );
}

/**
 * The widget's question: is this event a well-formed message from the host page that embedded us (its
 * origin and the parent window), addressed with our widget id?
 */
export function isMessageFromOurHost(
  event: MessageEventLike,
  host: Peer,
): event is MessageEventLike & { data: HostMessage } {
  return (
    isMessageFromExpectedOrigin(event.origin, host.origin) &&
    isMessageFromExpectedSource(event.source, host.window) &&
    isHostMessage(event.data) &&
    event.data.widgetId === host.widgetId
  );
}

/** Who the widget talks to, read from the iframe URL the loader wrote; null when not embedded by the loader. */
export interface EmbedContext {
  parentOrigin: string;
  widgetId: string;
}

/** Reads `origin` and `wid` from the iframe's query; an opaque or malformed origin gives null. */
export function embedContextFromSearchParams(params: URLSearchParams): EmbedContext | null {
  const origin = params.get(HOST_ORIGIN_PARAM);
  const widgetId = params.get(WIDGET_ID_PARAM);
  if (!origin || !widgetId || !/^[\w-]{1,64}$/.test(widgetId)) return null;
  try {
    const parsed = new URL(origin);
    const isWebOrigin =
      (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.origin === origin;
    return isWebOrigin ? { parentOrigin: origin, widgetId } : null;
  } catch {
    return null;
  }
}

/** A postMessage-like function, e.g. the parent window's postMessage bound to it. */
type PostMessage = (message: unknown, targetOrigin: string) => void;

export interface WidgetMessengerOptions extends EmbedContext {
  /** Posts to the host window; always called with the host origin as target, never '*'. */
  post: PostMessage;
  /** The host window (the parent of the iframe): config is accepted only from it. */
  parentWindow: unknown;
}

/**
 * The widget side of the protocol: typed send, and a reader that returns the host's config or null.
 * @example
 * const messenger = createWidgetMessenger({ ...context, parentWindow: parent, post: (m, o) => parent.postMessage(m, o) });
 * messenger.send('resize', { height: 640 });
 * addEventListener('message', (event) => { const config = messenger.readConfig(event); if (config) apply(config); });
 */
export function createWidgetMessenger({
  parentOrigin,
  widgetId,
  post,
  parentWindow,
}: WidgetMessengerOptions) {
  const host: Peer = { origin: parentOrigin, window: parentWindow, widgetId };
  return {
    parentOrigin,
    widgetId,
    send<K extends WidgetMessageType>(type: K, data: WidgetToHostMessages[K]): void {
      post(createMessage(widgetId, type, data), parentOrigin);
    },
    /** The config from a host message meant for this widget, or null for anything else. */
    readConfig(event: MessageEventLike): WidgetConfig | null {
      return isMessageFromOurHost(event, host) && event.data.type === 'config'
        ? configFromRecord(event.data.data)
        : null;
    },
    /** The entries the host kept for this widget, from its answer to `recall`, or null for anything else. */
    readKept(event: MessageEventLike): HostToWidgetMessages['kept'] | null {
      return isMessageFromOurHost(event, host) && event.data.type === 'kept' ? event.data.data : null;
    },
  };
}
