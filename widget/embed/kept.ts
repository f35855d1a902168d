/**
 * A refresh in the embed (docs/widget.md, Storage): where the browser refuses the widget storage of its own in the
 * host's frame (third-party storage blocked), the loader keeps the booking under way in the host page's tab; and a
 * refresh of the host page, which opens the frame on its first page again, returns to the step the guest was on.
 */
import type { SafeStorage } from '../../ui/storage';
import { matchRoute } from '../routes/table';

/**
 * Storage the host page keeps for us: reads come from the entries it handed over at start (`kept`), each write goes
 * to it (`keep`) as well as to memory.
 * @example createHostKeptStorage({ 'tafel:journey': '{…}' }, (key, value) => embed.send('keep', { key, value }))
 */
export function createHostKeptStorage(
  entries: Record<string, string>,
  keep: (key: string, value: string | null) => void,
): SafeStorage {
  const memory = new Map(Object.entries(entries));
  return {
    get: (key) => memory.get(key) ?? null,
    set(key, value) {
      memory.set(key, value);
      keep(key, value);
    },
    remove(key) {
      memory.delete(key);
      keep(key, null);
    },
    memoryOnly: false,
    keptByHost: true,
  };
}

/**
 * The key of the step a framed widget is on. Only the loader's widget id is in it: that id is the same on every load
 * of the host page (the loader numbers its widgets in order), so a refresh finds it; two widgets on one page keep
 * their own steps.
 * @example embedRouteKey('tafel-0') //=> 'tafel:embed-route:tafel-0'
 */
export const embedRouteKey = (widgetId: string): string => `tafel:embed-route:${widgetId}`;

/** The reservation flow's steps where the booking is sent or answered: a later visit starts again, never there. */
const BOOKING_SENT = ['reserve-process', 'reserve-success', 'reserve-failed'];

/**
 * The path to keep for a landing: a step of the reservation flow before the booking is sent (its path names only the
 * restaurant), else null (the step is forgotten). Other flows' paths can carry a reservation's id or a manage link's
 * token, which are never kept.
 * @example pathToKeep('/restaurants/s1/check-info?x=1') //=> '/restaurants/s1/check-info'
 * @example pathToKeep('/restaurants/s1/reserve/success') //=> null
 * @example pathToKeep('/abc123/u') //=> null
 */
export function pathToKeep(url: string): string | null {
  const path = url.split(/[?#]/)[0] || '/';
  const match = matchRoute(path);
  return match.group === 'reserve' && !BOOKING_SENT.includes(match.name) ? path : null;
}

/**
 * Where a framed widget starts: on the kept step when the loader opened its first page (a refresh of the host page),
 * else where its address says (a frame reload, a forced date, a link). The step's own guard then decides whether the
 * guest may be there (the code step needs the details).
 * @example restoredPath('/', '/restaurants/s1/code-input') //=> '/restaurants/s1/code-input'
 * @example restoredPath('/restaurants/s1/reserve', '/restaurants/s1/code-input') //=> null
 * @example restoredPath('/', '/abc123/u') //=> null
 */
export function restoredPath(startPath: string, kept: string | null): string | null {
  if (!kept || matchRoute(startPath).name !== 'index') return null;
  const path = pathToKeep(kept);
  return path && path !== '/' ? path : null;
}
