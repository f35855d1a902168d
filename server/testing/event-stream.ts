/** Reads a server-sent event stream in tests (not a test): what it said so far, and whether the server ended it. */

export interface EventStreamReader {
  /** Waits until the stream has said `text` (`times` times); throws with what it said if it does not in time. */
  until(text: string, withinMs?: number, times?: number): Promise<string>;
  /** Whether the server ends the stream within `withinMs` (what it says meanwhile is kept). */
  ended(withinMs: number): Promise<boolean>;
  /** Everything the stream has said so far. */
  said(): string;
  /** The data of each `change` event so far, parsed. */
  changes(): unknown[];
  close(): Promise<void>;
}

export function readEventStream(body: ReadableStream<Uint8Array>): EventStreamReader {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let said = '';
  let done = false;
  // One read at a time: a read given up on at a deadline is kept for the next wait, so no chunk is lost.
  let reading: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;

  /** Reads what comes until `deadline` or until `enough()`; the stream's end stops it too. */
  const readUntil = async (deadline: number, enough: () => boolean) => {
    while (!done && !enough()) {
      const left = deadline - Date.now();
      if (left <= 0) return;
      reading ??= reader.read();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const result = await Promise.race([
        reading,
        new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), left))),
      ]);
      clearTimeout(timer);
      if (!result) return;
      reading = null;
      if (result.done) done = true;
      else said += decoder.decode(result.value, { stream: true });
    }
  };
  const count = (text: string) => said.split(text).length - 1;

  return {
    async until(text, withinMs = 3000, times = 1) {
      await readUntil(Date.now() + withinMs, () => count(text) >= times);
      if (count(text) < times) throw new Error(`the stream did not say ${text}; it said: ${said}`);
      return said;
    },
    async ended(withinMs) {
      await readUntil(Date.now() + withinMs, () => false);
      return done;
    },
    said: () => said,
    changes: () =>
      said
        .split('\n\n')
        .filter((block) => block.startsWith('event: change\n'))
        .map((block) => JSON.parse(block.slice(block.indexOf('data: ') + 6)) as unknown),
    close: () => reader.cancel().catch(() => undefined),
  };
}
