/**
 * Server-sent events read through fetch, so the session token travels in Authorization as on every call (a browser
 * EventSource cannot send it). The lines are parsed by eventsource-parser: any line ending (\n, \r\n or \r, even
 * split between two chunks), comments and `retry:` as the standard reads them. The parser is fetched with the first
 * stream, after the sheet is drawn: the live line is never what the host waits for first.
 */

/** One event: its name ('' when the server gave none) and its data lines joined. */
export interface ServerEvent {
  event: string;
  data: string;
}

export interface EventStreamHandlers {
  /** Each event, in order. */
  event(message: ServerEvent): void;
  /** Any bytes at all arrived (a comment is the server's keep-alive). */
  heard?(): void;
  /** The server asked for this reconnection delay; we keep our own (sheet/day-sheet-model.ts reconnectDelay). */
  retry?(milliseconds: number): void;
}

/**
 * Reads a stream of server-sent events to its end. A throw from a handler ends the reading with it.
 * @example await readEventStream(response.body, { event: ({ event, data }) => console.log(event, data) })
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  handlers: EventStreamHandlers,
): Promise<void> {
  const { createParser } = await import('eventsource-parser');
  const parser = createParser({
    onEvent: ({ event, data }) => handlers.event({ event: event ?? '', data }),
    onRetry: (milliseconds) => handlers.retry?.(milliseconds),
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      // The parser holds a last \r to see whether \n follows; at the end nothing will, so that \r ends its line.
      if (done) return text.endsWith('\r') ? parser.feed('\n') : undefined;
      handlers.heard?.();
      text = decoder.decode(value, { stream: true });
      parser.feed(text);
    }
  } finally {
    reader.releaseLock();
  }
}

export interface FollowedStream {
  fetch: typeof fetch;
  url: string;
  headers: Record<string, string>;
  /** This long without a byte, the line is taken for lost. */
  silenceMs: number;
  /** The answer's status, before its events (a 401 signs the person out). */
  answered?(status: number): void;
  event(message: ServerEvent): void;
  /** Once, when the line ends, fails or stays silent; never after stop. */
  lost(): void;
}

/**
 * Follows an event stream until it is lost or stopped; returns stop, which ends it quietly.
 * Reconnecting is the caller's choice (the day sheet waits 1, 2, 4, 8, then 15 seconds).
 */
export function followEventStream(stream: FollowedStream): () => void {
  const controller = new AbortController();
  let stopped = false;
  let heard = Date.now();
  const watchdog = setInterval(() => {
    if (Date.now() - heard > stream.silenceMs) controller.abort();
  }, 5_000);
  void (async () => {
    try {
      const response = await stream.fetch(stream.url, { headers: stream.headers, signal: controller.signal });
      stream.answered?.(response.status);
      if (!response.ok || !response.body) return;
      await readEventStream(response.body, {
        heard: () => {
          heard = Date.now();
        },
        event: stream.event,
      });
    } catch {
      // Aborted, offline or a broken line: said below as lost, unless stopped on purpose.
    } finally {
      clearInterval(watchdog);
      if (!stopped) stream.lost();
    }
  })();
  return () => {
    stopped = true;
    clearInterval(watchdog);
    controller.abort();
  };
}
