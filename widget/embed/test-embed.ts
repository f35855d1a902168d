import { vi } from 'vitest';
import type { HostToWidgetMessages } from '../../shared/embed-protocol';
import type { Embed } from './embed';

/**
 * An embed for tests: framed (and connected to a host) or not, with `send` a spy to read what the
 * widget posted to the host; `kept` is the host's answer to `recall` (none when not given).
 */
export function testEmbed({
  framed = false,
  kept,
}: { framed?: boolean; kept?: HostToWidgetMessages['kept'] } = {}) {
  return {
    framed,
    connected: framed,
    widgetId: framed ? 'tafel-0' : null,
    send: vi.fn(),
    onConfig: () => () => {},
    onKept: (listener: (answer: HostToWidgetMessages['kept']) => void) => {
      if (kept) queueMicrotask(() => listener(kept));
      return () => {};
    },
    watchHeight: () => () => {},
  } satisfies Embed;
}
