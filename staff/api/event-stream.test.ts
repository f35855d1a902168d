import { describe, expect, it, vi } from 'vitest';
import { followEventStream, readEventStream, type ServerEvent } from './event-stream';

/** A response body that arrives in these chunks. */
const bodyOf = (chunks: readonly string[]) => {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
};

async function read(chunks: readonly string[]) {
  const events: ServerEvent[] = [];
  const retries: number[] = [];
  await readEventStream(bodyOf(chunks), {
    event: (message) => events.push(message),
    retry: (milliseconds) => retries.push(milliseconds),
  });
  return { events, retries };
}

const READY = { event: 'ready', data: '{}' };
const CHANGE = { event: 'change', data: '{"all":true}' };

describe('an event stream is read whatever its line endings and however it is cut', () => {
  it.each<[string, string[], ServerEvent[]]>([
    ['\\n', ['event: ready\ndata: {}\n\nevent: change\ndata: {"all":true}\n\n'], [READY, CHANGE]],
    [
      '\\r\\n',
      ['event: ready\r\ndata: {}\r\n\r\nevent: change\r\ndata: {"all":true}\r\n\r\n'],
      [READY, CHANGE],
    ],
    ['\\r', ['event: ready\rdata: {}\r\revent: change\rdata: {"all":true}\r\r'], [READY, CHANGE]],
    ['an event split inside its name', ['event: rea', 'dy\ndata: {}\n\n'], [READY]],
    ['\\r\\n split between \\r and \\n', ['event: ready\r', '\ndata: {}\r', '\n\r', '\n'], [READY]],
    ['a byte at a time', [...'event: change\ndata: {"all":true}\n\n'], [CHANGE]],
    ['a comment (the keep-alive) is no event', [': alive\n\nevent: ready\ndata: {}\n\n: alive\n\n'], [READY]],
    [
      'data on several lines is joined by \\n',
      ['event: change\ndata: a\ndata: b\n\n'],
      [{ event: 'change', data: 'a\nb' }],
    ],
    ['an event with no name has the name ""', ['data: x\n\n'], [{ event: '', data: 'x' }]],
    [
      'an event cut off by the end of the stream is dropped',
      ['event: ready\ndata: {}\n\nevent: change\ndata: {'],
      [READY],
    ],
    ['an event the stream ends before its blank line is dropped', ['event: ready\ndata: {}\n'], []],
  ])('%s', async (_case, chunks, expected) => {
    expect((await read(chunks)).events).toEqual(expected);
  });

  it('retry is read as a number, and breaks no event around it', async () => {
    const { events, retries } = await read([
      'event: ready\ndata: {}\n\nret',
      'ry: 2000\r\n\r\nretry: 1500\n\n',
      'event: change\ndata: {"all":true}\n\n',
    ]);
    expect(events).toEqual([READY, CHANGE]);
    expect(retries).toEqual([2000, 1500]);
  });
});

describe('a followed stream is lost once, and never after stop', () => {
  const answer = (chunks: string[], status = 200) =>
    vi.fn(async () => new Response(bodyOf(chunks), { status }));

  it('says its status, hands on each event, then is lost when the server ends it', async () => {
    const fetch = answer(['event: ready\r\ndata: {}\r\n\r\n']);
    const answered = vi.fn();
    const events: ServerEvent[] = [];
    await new Promise<void>((lost) =>
      followEventStream({
        fetch: fetch as never,
        url: '/events',
        headers: { Accept: 'text/event-stream' },
        silenceMs: 40_000,
        answered,
        event: (message) => events.push(message),
        lost,
      }),
    );
    expect(answered).toHaveBeenCalledWith(200);
    expect(events).toEqual([READY]);
  });

  it('a refused answer is lost at once, its events unread', async () => {
    const events: ServerEvent[] = [];
    const answered = vi.fn();
    await new Promise<void>((lost) =>
      followEventStream({
        fetch: answer(['event: ready\ndata: {}\n\n'], 401) as never,
        url: '/events',
        headers: {},
        silenceMs: 40_000,
        answered,
        event: (message) => events.push(message),
        lost,
      }),
    );
    expect(answered).toHaveBeenCalledWith(401);
    expect(events).toEqual([]);
  });

  it('stopped, it says nothing more', async () => {
    const lost = vi.fn();
    const fetch = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const stop = followEventStream({
      fetch: fetch as never,
      url: '/events',
      headers: {},
      silenceMs: 40_000,
      event() {},
      lost,
    });
    stop();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(lost).not.toHaveBeenCalled();
  });
});
