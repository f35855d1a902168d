/**
 * The embed protocol: every postMessage between the loader (host page) and the widget (iframe).
 * Dependency-free on purpose: the loader imports from here and must stay under 1 KB gzip.
 * Pure: the window to post to and the events to check come in as parameters.
 */

import { isDay, isObject, isString, isWidgetConfig, type ConfigChangeEffect, type WidgetConfig } from './embed-config';

export * from './embed-config';

/** Tag on every message, so we never act on another script's postMessage traffic. */
export const PROTOCOL = 'tafel';
/** Bumped when a message changes shape; both sides ignore other versions. */
export const PROTOCOL_VERSION = 1;

/** Iframe URL parameters the loader adds so the widget knows whom to talk to. */
export const HOST_ORIGIN_PARAM = 'origin';
export const WIDGET_ID_PARAM = 'wid';

/** Messages the widget (iframe) sends to the host page. */
export interface WidgetToHostMessages {
  /** The widget has started and listens for config. */
  ready: Record<string, never>;
  /** The widget's content height changed; the inline iframe takes this height (no inner scrollbar). */
  resize: { height: number };
  /** The guest pressed the widget's close button: the host runs its manual-close callback. */
  close: Record<string, never>;
  /** Ask the host to reload the iframe with its current config (restart after failure or update). */
  restart: Record<string, never>;
  /** The widget's route changed (for host analytics or deep links). */
  route: { path: string; name: string };
  /** A booking was confirmed. */
  booked: { reservationNumber: string; siteId: string; date: string; time: string; partySize: number };
  /** The widget applied a config message and tells which route change it caused. */
  configApplied: { effect: ConfigChangeEffect };
}

/** Messages the host page sends to the widget. */
export interface HostToWidgetMessages {
  /** The complete current config (not a patch); the widget compares it with the previous one. */
  config: WidgetConfig;
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

export type WidgetMessage = { [K in WidgetMessageType]: Envelope<K, WidgetToHostMessages[K]> }[WidgetMessageType];
export type HostMessage = { [K in HostMessageType]: Envelope<K, HostToWidgetMessages[K]> }[HostMessageType];
export type ProtocolMessage = WidgetMessage | HostMessage;

/** Builds one envelope. */
export function createMessage<K extends WidgetMessageType>(widgetId: string, type: K, data: WidgetToHostMessages[K]): Envelope<K, WidgetToHostMessages[K]>;
export function createMessage<K extends HostMessageType>(widgetId: string, type: K, data: HostToWidgetMessages[K]): Envelope<K, HostToWidgetMessages[K]>;
export function createMessage(widgetId: string, type: string, data: unknown) {
  return { protocol: PROTOCOL, version: PROTOCOL_VERSION, widgetId, type, data };
}

type Guard = (data: Record<string, unknown>) => boolean;
const isEmpty: Guard = () => true;

const WIDGET_DATA_GUARDS: Record<WidgetMessageType, Guard> = {
  ready: isEmpty,
  close: isEmpty,
  restart: isEmpty,
  resize: ({ height }) => typeof height === 'number' && Number.isFinite(height) && height >= 0,
  route: ({ path, name }) => isString(path) && isString(name),
  booked: ({ reservationNumber, siteId, date, time, partySize }) =>
    [reservationNumber, siteId, time].every(isString) && isDay(date) && Number.isInteger(partySize),
  configApplied: ({ effect }) => effect === 'filter' || effect === 'index' || effect === null,
};
const HOST_DATA_GUARDS: Record<HostMessageType, Guard> = { config: isWidgetConfig };

function hasEnvelope(data: unknown): data is Envelope<string, Record<string, unknown>> {
  return (
    isObject(data) &&
    data.protocol === PROTOCOL &&
    data.version === PROTOCOL_VERSION &&
    isString(data.widgetId) &&
    data.widgetId !== '' &&
    isString(data.type) &&
    isObject(data.data)
  );
}

const hasGuard = <T extends object>(guards: T, type: string): type is Extract<keyof T, string> => Object.prototype.hasOwnProperty.call(guards, type);

/** Is this a well-formed message the widget sends to the host? */
export function isWidgetMessage(data: unknown): data is WidgetMessage {
  return hasEnvelope(data) && hasGuard(WIDGET_DATA_GUARDS, data.type) && WIDGET_DATA_GUARDS[data.type](data.data);
}

/** Is this a well-formed message the host sends to the widget? */
export function isHostMessage(data: unknown): data is HostMessage {
  return hasEnvelope(data) && hasGuard(HOST_DATA_GUARDS, data.type) && HOST_DATA_GUARDS[data.type](data.data);
}

/** Is this any well-formed protocol message, in either direction? */
export function isProtocolMessage(data: unknown): data is ProtocolMessage {
  return isWidgetMessage(data) || isHostMessage(data);
}

/** Did the event come from the one origin we talk to? The opaque 'null' origin never counts. */
export function isMessageFromExpectedOrigin(origin: string, expectedOrigin: string): boolean {
  return origin !== 'null' && expectedOrigin !== 'null' && origin !== '' && origin === expectedOrigin;
}

/** Did the event come from the one window we talk to (our iframe, or our parent)? */
export function isMessageFromExpectedSource(source: unknown, expectedSource: unknown): boolean {
  return source != null && source === expectedSource;
}

/** The parts of a MessageEvent the checks need. */
export interface MessageEventLike {
  origin: string;
  source: unknown;
  data: unknown;
}

export interface Expected {
  expectedOrigin: string;
  expectedSource: unknown;
  widgetId: string;
}

/** Is this event a protocol message from our peer (origin and window), addressed to our widget id? */
export function isMessageForUs(event: MessageEventLike, { expectedOrigin, expectedSource, widgetId }: Expected): event is MessageEventLike & { data: ProtocolMessage } {
  return (
    isMessageFromExpectedOrigin(event.origin, expectedOrigin) &&
    isMessageFromExpectedSource(event.source, expectedSource) &&
    isProtocolMessage(event.data) &&
    event.data.widgetId === widgetId
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
    const isWebOrigin = (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.origin === origin;
    return isWebOrigin ? { parentOrigin: origin, widgetId } : null;
  } catch {
    return null;
  }
}

/** A postMessage-like function, e.g. the parent window's postMessage bound to it. */
export type PostMessage = (message: unknown, targetOrigin: string) => void;

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
export function createWidgetMessenger({ parentOrigin, widgetId, post, parentWindow }: WidgetMessengerOptions) {
  const expected: Expected = { expectedOrigin: parentOrigin, expectedSource: parentWindow, widgetId };
  return {
    parentOrigin,
    widgetId,
    send<K extends WidgetMessageType>(type: K, data: WidgetToHostMessages[K]): void {
      post(createMessage(widgetId, type, data), parentOrigin);
    },
    /** The config from a host message meant for this widget, or null for anything else. */
    readConfig(event: MessageEventLike): WidgetConfig | null {
      return isMessageForUs(event, expected) && isHostMessage(event.data) ? event.data.data : null;
    },
  };
}

export type WidgetMessenger = ReturnType<typeof createWidgetMessenger>;
