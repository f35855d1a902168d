/**
 * Changes to restaurants' days, as they are committed (issue 15): the reservations trigger of migration 0055 sends
 * a NOTIFY for every booking, change, cancellation and visit status, and this process hands each one to the open
 * day sheets of that restaurant. One LISTEN per process, open while anyone listens.
 */
import * as v from 'valibot';
import { BookingChangeSchema, type DayChange } from '../../shared/staff/day-sheet';
import type { Db } from '../db/client';

const CHANNEL = 'tafel_day';

export interface DayEvents {
  /** Calls `onChange` for every change of this restaurant's days from now on; answers the stop. */
  subscribe(siteId: string, onChange: (change: DayChange) => void): Promise<() => Promise<void>>;
}

export function createDayEvents(db: Db): DayEvents {
  const listeners = new Map<string, Set<(change: DayChange) => void>>();
  let listening: Promise<() => Promise<void>> | null = null;

  const dispatch = (payload: string) => {
    if (payload === '*') {
      for (const set of listeners.values()) for (const listener of set) listener({ all: true });
      return;
    }
    let change: v.InferOutput<typeof BookingChangeSchema>;
    try {
      change = v.parse(BookingChangeSchema, JSON.parse(payload));
    } catch {
      return;
    }
    for (const listener of listeners.get(change.site_id) ?? []) listener(change);
  };

  return {
    async subscribe(siteId, onChange) {
      listening ??= db.listen(CHANNEL, dispatch);
      await listening;
      const set = listeners.get(siteId) ?? new Set();
      set.add(onChange);
      listeners.set(siteId, set);
      return async () => {
        set.delete(onChange);
        if (set.size === 0) listeners.delete(siteId);
        // The last one gone: the listening connection closes (the next subscriber opens it again).
        if (listeners.size === 0 && listening) {
          const current = listening;
          listening = null;
          await (
            await current
          )();
        }
      };
    },
  };
}
