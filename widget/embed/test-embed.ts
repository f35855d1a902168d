import { vi } from 'vitest';
import type { Embed } from './embed';

/**
 * An embed for tests: framed (and connected to a host) or not, with `send` a spy to read what the
 * widget posted to the host.
 */
export function testEmbed({ framed = false }: { framed?: boolean } = {}) {
  return {
    framed,
    connected: framed,
    send: vi.fn(),
    onConfig: () => () => {},
    watchHeight: () => () => {},
  } satisfies Embed;
}
