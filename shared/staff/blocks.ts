/**
 * Blocks: times a restaurant takes no bookings online, as a manager sets them. Bookings already made inside
 * a new block are kept; the API names them so the restaurant can call the guests.
 */
import { isoWeekdayOf } from '../time/calendar';
import { minutesOfDay } from '../time/clock';
import type { TimeString } from '../time/instant';

/** One block: on a date, or every week on a weekday (1 = Monday .. 7 = Sunday), from one time to another. */
export interface Block {
  id: string;
  date: string | null;
  weekday: number | null;
  /** 'HH:mm', Amsterdam. */
  from_time: TimeString;
  to_time: TimeString;
  reason: string;
}

/** The longest reason a block may give (the API refuses a longer one). */
export const BLOCK_REASON_MAX_LENGTH = 120;
/** One time slot is a quarter hour, as the widget offers them. */
const BLOCK_SLOT_MINUTES = 15;
/** A whole day: from its first minute to its last. */
const WHOLE_DAY = { from_time: '00:00', to_time: '23:59' } as const;

/** How a manager says what to block: one time slot, a range of times, or the whole day. */
export type BlockKind = 'slot' | 'range' | 'day';
export const BLOCK_KINDS: readonly BlockKind[] = ['slot', 'range', 'day'];

const LAST_MINUTE = 24 * 60 - 1;
const isClock = (text: string): boolean => /^([01]\d|2[0-3]):[0-5]\d$/.test(text);
const clock = (minutes: number): TimeString =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The times a block of a kind covers: a slot is [time, time + 15 min), a range is [from, to), the whole day is
 * 00:00–23:59. A slot late in the evening ends at 23:59, as the day does. Null when the block would not end after it
 * starts (or a time is missing), which the API would refuse as block_range_invalid.
 * @example blockTimes('slot', { time: '19:00' }) //=> { from_time: '19:00', to_time: '19:15' }
 * @example blockTimes('slot', { time: '23:50' }) //=> { from_time: '23:50', to_time: '23:59' }
 * @example blockTimes('range', { from: '20:00', to: '18:00' }) //=> null
 * @example blockTimes('day', {}) //=> { from_time: '00:00', to_time: '23:59' }
 */
export function blockTimes(
  kind: BlockKind,
  times: { time?: string; from?: string; to?: string },
): { from_time: TimeString; to_time: TimeString } | null {
  if (kind === 'day') return { ...WHOLE_DAY };
  const start = kind === 'slot' ? times.time : times.from;
  if (!start || !isClock(start)) return null;
  const from = minutesOfDay(start);
  let to: number;
  if (kind === 'slot') to = Math.min(from + BLOCK_SLOT_MINUTES, LAST_MINUTE);
  else if (times.to && isClock(times.to)) to = minutesOfDay(times.to);
  else return null;
  return to > from ? { from_time: clock(from), to_time: clock(to) } : null;
}

/** Whether a block covers the whole day. */
export const isWholeDay = (block: Pick<Block, 'from_time' | 'to_time'>): boolean =>
  block.from_time === WHOLE_DAY.from_time && block.to_time === WHOLE_DAY.to_time;

/**
 * Whether a block holds on a date: a block of a date on that date only, a weekly one on its weekday (1 = Monday).
 * The weekday may be passed when the caller has it already (availability asks for every slot of a day).
 * @example isBlockOn({ date: null, weekday: 5 }, '2026-11-13') //=> true (a Friday)
 */
export function isBlockOn(
  block: Pick<Block, 'date' | 'weekday'>,
  date: string,
  isoWeekday: number = isoWeekdayOf(date),
): boolean {
  return block.date ? block.date === date : block.weekday === isoWeekday;
}

/**
 * The blocks that stop online booking of a time on a date: holding on that date, from their start up to (not at)
 * their end.
 * @example blocksAt([{ date: '2026-11-10', weekday: null, from_time: '19:00', to_time: '19:15' }], '2026-11-10', '19:15') //=> []
 */
export function blocksAt<B extends Pick<Block, 'date' | 'weekday' | 'from_time' | 'to_time'>>(
  blocks: readonly B[],
  date: string,
  time: string,
): B[] {
  const weekday = isoWeekdayOf(date);
  const at = minutesOfDay(time);
  return blocks.filter(
    (block) =>
      isBlockOn(block, date, weekday) &&
      at >= minutesOfDay(block.from_time) &&
      at < minutesOfDay(block.to_time),
  );
}
