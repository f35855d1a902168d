/**
 * One LISTEN on a channel per process, open while anyone holds it: the first hold opens it, the last release closes
 * it, and a hold taken while the last release is closing opens a new one.
 */
import type { Db } from '../db/client';

export interface SharedListen {
  /** Resolves once the channel is heard (every NOTIFY committed from then on reaches `onPayload`); answers the release. */
  hold(): Promise<() => Promise<void>>;
}

export function sharedListen(db: Db, channel: string, onPayload: (payload: string) => void): SharedListen {
  let holders = 0;
  let listening: Promise<() => Promise<void>> | null = null;

  const release = async (mine: Promise<() => Promise<void>>) => {
    holders -= 1;
    if (holders > 0 || listening !== mine) return;
    listening = null;
    // A connection that failed to open, or cannot be closed, is gone already: nothing is left to close.
    const stop = await mine.catch(() => null);
    await stop?.().catch(() => undefined);
  };

  return {
    async hold() {
      // Counted before waiting, so a release meanwhile does not close the connection this hold waits for.
      holders += 1;
      listening ??= db.listen(channel, onPayload);
      const mine = listening;
      try {
        await mine;
      } catch (error) {
        await release(mine);
        throw error;
      }
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        await release(mine);
      };
    },
  };
}
