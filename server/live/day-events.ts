/**
 * Changes to restaurants' days, as they are committed: the reservations trigger (migrations 0055, 0059)
 * sends a NOTIFY naming the restaurant and the date of every booking, change, cancellation and visit status, and
 * this process hands each one to the open day sheets of that restaurant. One LISTEN per process, open while anyone
 * listens.
 */
import * as v from 'valibot';
import { BookingChangeSchema, type DayChange } from '../../shared/staff/day-sheet';
import type { Db } from '../db/client';
import { sharedListen } from './shared-listen';

const CHANNEL = 'tafel_day';

export interface DayEvents {
  /** Calls `onChange` for every change of this restaurant's days from now on; answers the stop. */
  subscribe(siteId: string, onChange: (change: DayChange) => void): Promise<() => Promise<void>>;
}

export function createDayEvents(db: Db): DayEvents {
  const listeners = new Map<string, Set<(change: DayChange) => void>>();

  const dispatch = (payload: string) => {
    if (payload === '*') {
      for (const set of listeners.values()) for (const listener of set) listener({ all: true });
      return;
    }
    // Parsed, so only the restaurant and the date go on, whatever else a payload might hold.
    const parsed = v.safeParse(BookingChangeSchema, safeJson(payload));
    if (!parsed.success) return;
    for (const listener of listeners.get(parsed.output.site_id) ?? []) listener(parsed.output);
  };
  const channel = sharedListen(db, CHANNEL, dispatch);

  return {
    async subscribe(siteId, onChange) {
      const release = await channel.hold();
      const set = listeners.get(siteId) ?? new Set();
      set.add(onChange);
      listeners.set(siteId, set);
      return async () => {
        set.delete(onChange);
        if (set.size === 0 && listeners.get(siteId) === set) listeners.delete(siteId);
        await release();
      };
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
