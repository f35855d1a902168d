import { TIME_ZONE } from '../constants';

/** Every rule runs in this zone, whatever the machine's zone. */
export const AMSTERDAM = TIME_ZONE;

/** A moment in time as the caller has it: epoch milliseconds or an ISO 8601 string. */
export type Instant = number | string;

/** 'YYYY-MM-DD', a calendar date in Europe/Amsterdam. */
export type DateString = string;
/** 'HH:mm', a wall-clock time in Europe/Amsterdam. */
export type TimeString = string;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const HAS_ZONE = /(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * Epoch milliseconds of an instant. An ISO string with 'Z' or an offset is exact; an ISO string
 * without one ('2026-12-24T19:00') is read as Amsterdam wall-clock time, never as the machine's.
 * @throws on text that is no date, because a rule fed NaN would silently pass or fail
 */
export function toEpochMs(instant: Instant): number {
  if (typeof instant === 'number') {
    if (!Number.isFinite(instant)) throw new Error(`Not an instant: ${instant}`);
    return instant;
  }
  const text = instant.trim();
  if (HAS_ZONE.test(text) && /[T ]\d/.test(text)) {
    const ms = Date.parse(text);
    if (Number.isNaN(ms)) throw new Error(`Not an instant: ${instant}`);
    return ms;
  }
  const [date, time = '00:00'] = text.split(/[T ]/);
  return combineDateTime(date ?? '', time);
}

// Intl knows the zone's history; the parts are read back as numbers (no locale text is parsed).
const wallClockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: AMSTERDAM,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

/** The second the last wall clock was read for, and what it read: a server asks the same second many times over. */
let lastSecond = Number.NaN;
let lastWallClock: Readonly<WallClock> | undefined;

/** The Amsterdam calendar date and clock at an instant, as two-digit parts. */
function amsterdamWallClock(epochMs: number): Readonly<WallClock> {
  const second = Math.floor(epochMs / 1000);
  if (second === lastSecond && lastWallClock) return lastWallClock;
  const parts: Record<string, string> = {};
  for (const part of wallClockFormat.formatToParts(epochMs)) parts[part.type] = part.value;
  lastSecond = second;
  lastWallClock = parts as unknown as WallClock;
  return lastWallClock;
}

/** Minutes Amsterdam is ahead of UTC at an instant (60 in winter, 120 in summer). */
export function amsterdamOffsetMinutes(epochMs: number): number {
  const wall = amsterdamWallClock(epochMs);
  const wallAsUtc = Date.UTC(
    Number(wall.year),
    Number(wall.month) - 1,
    Number(wall.day),
    Number(wall.hour),
    Number(wall.minute),
    Number(wall.second),
  );
  return Math.round((wallAsUtc - Math.floor(epochMs / 1000) * 1000) / MINUTE_MS);
}

/**
 * The instant of an Amsterdam wall-clock date and time, in epoch milliseconds.
 *
 * Daylight-saving days follow Temporal's 'compatible' choice:
 * - a time that does not exist (02:30 on 2026-03-29, clocks jump 02:00 → 03:00) is read with the
 *   offset before the jump (+01:00), so it lands one hour later on the clock: 03:30 CEST = 01:30Z;
 * - a time that happens twice (02:30 on 2026-10-25, clocks fall back 03:00 → 02:00) is the first
 *   one, still summer time (+02:00): 00:30Z.
 * @example combineDateTime('2026-12-24', '19:00') === Date.UTC(2026, 11, 24, 18, 0)
 * @throws on a date or time that is not well-formed
 */
export function combineDateTime(date: DateString, time: TimeString): number {
  const dateMatch = DATE.exec(date);
  const timeMatch = TIME.exec(time);
  if (!dateMatch || !timeMatch) throw new Error(`Not a date and time: ${date} ${time}`);
  const [hours, minutes, seconds] = [Number(timeMatch[1]), Number(timeMatch[2]), Number(timeMatch[3] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) throw new Error(`Not a time: ${time}`);
  const wallAsUtc = Date.UTC(
    Number(dateMatch[1]),
    Number(dateMatch[2]) - 1,
    Number(dateMatch[3]),
    hours,
    minutes,
    seconds,
  );
  if (new Date(wallAsUtc).toISOString().slice(0, 10) !== date)
    throw new Error(`Not a calendar date: ${date}`);

  // The offsets a day either side are the two that can apply; keep those that give this wall clock back.
  const offsetBefore = amsterdamOffsetMinutes(wallAsUtc - DAY_MS);
  const offsetAfter = amsterdamOffsetMinutes(wallAsUtc + DAY_MS);
  const candidates = [offsetBefore, offsetAfter]
    .map((offset) => wallAsUtc - offset * MINUTE_MS)
    .filter((instant) => instant + amsterdamOffsetMinutes(instant) * MINUTE_MS === wallAsUtc);
  if (candidates.length === 0) return wallAsUtc - offsetBefore * MINUTE_MS;
  return Math.min(...candidates);
}

/**
 * The calendar date in Amsterdam at an instant.
 * @example amsterdamDate('2026-12-24T23:30:00Z') === '2026-12-25'
 */
export function amsterdamDate(now: Instant): DateString {
  const wall = amsterdamWallClock(toEpochMs(now));
  return `${wall.year}-${wall.month}-${wall.day}`;
}

/**
 * The wall-clock time in Amsterdam at an instant.
 * @example amsterdamTime('2026-07-01T10:15:00Z') === '12:15'
 */
export function amsterdamTime(now: Instant): TimeString {
  const wall = amsterdamWallClock(toEpochMs(now));
  return `${wall.hour}:${wall.minute}`;
}
