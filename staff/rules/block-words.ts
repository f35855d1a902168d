/**
 * A block in words: when it applies and from what time to what time, in the staff member's language.
 * Pure, so the list, the news and the audit trail say a block the same way and are tested without a screen.
 */
import type { Language } from '../../shared/constants';
import { isWholeDay, type Block } from '../../shared/staff/blocks';
import { addDays } from '../../shared/time/calendar';
import { formatDay } from '../../shared/time/format-day';
import type { RulesWords } from './rules-words';

/** A Monday: the weekday names come from the language's own calendar, not from a list of our own. */
const A_MONDAY = '2026-11-23';

/**
 * The name of an ISO weekday (1 = Monday .. 7 = Sunday).
 * @example weekdayName(1, 'nl') //=> 'maandag'
 */
export const weekdayName = (weekday: number, language: Language): string =>
  formatDay(addDays(A_MONDAY, weekday - 1), language, { weekday: 'long' });

/**
 * When a block applies: its date written out, or every week on its weekday.
 * @example blockWhen(words, { date: '2026-12-24', weekday: null }, 'en') //=> 'Thursday, 24 December 2026'
 * @example blockWhen(words, { date: null, weekday: 1 }, 'nl') //=> 'Elke maandag'
 */
export function blockWhen(
  words: RulesWords,
  block: Pick<Block, 'date' | 'weekday'>,
  language: Language,
): string {
  if (block.date)
    return formatDay(block.date, language, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
  return block.weekday ? words.blocks.everyWeekday({ weekday: weekdayName(block.weekday, language) }) : '';
}

/**
 * A block's times: 'Whole day', or '19:00–19:15'.
 * @example blockTimesWords(words, { from_time: '00:00', to_time: '23:59' }) //=> 'Whole day'
 */
export const blockTimesWords = (words: RulesWords, block: Pick<Block, 'from_time' | 'to_time'>): string =>
  isWholeDay(block) ? words.blocks.wholeDay() : `${block.from_time}–${block.to_time}`;

/**
 * The blocks as the list shows them: those on a date first, by date and time; then the weekly ones by weekday and time.
 * @example blocksInOrder([weekly(1), on('2026-12-24')]) //=> [on('2026-12-24'), weekly(1)]
 */
export function blocksInOrder<B extends Pick<Block, 'date' | 'weekday' | 'from_time'>>(
  blocks: readonly B[],
): B[] {
  const sortKey = (block: B) =>
    `${block.date ? `0${block.date}` : `1${block.weekday ?? 9}`} ${block.from_time}`;
  return [...blocks].sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
}
