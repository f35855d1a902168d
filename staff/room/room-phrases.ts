/** The room in words: what each table says at the time shown, and what the live region says. Pure. */
import type { SheetBooking } from '../../shared/staff/day-sheet';
import type { TableNow } from '../../shared/staff/room-now';
import type { PlanTable } from '../../shared/staff/room-plan';
import { dayPart } from '../../shared/time/day-part';
import type { RoomNews } from './room-model';
import type { RoomWords } from './room-words';

/** A party's name as the room shows it; a walk-in without one is a walk-in. */
export const partyName = (words: RoomWords, booking: Pick<SheetBooking, 'first_name' | 'last_name'>) =>
  `${booking.first_name} ${booking.last_name}`.trim() || words.walkInName();

/** Free for the rest of an evening, or of a day that is not evening yet. */
const restOf = (time: string) => (dayPart(time) === 'evening' ? 'evening' : 'day');

/**
 * A table at the time shown, in one sentence: a screen reader's name for its button.
 * @example tableSentence(words, t1, { state: 'free', until: '19:30', next }, '18:00') //=> 'T1, 2 seats: free until 19:30'
 */
export function tableSentence(
  words: RoomWords,
  table: PlanTable,
  now: TableNow<SheetBooking>,
  time: string,
): string {
  const T = words.table;
  const { label, seats } = table;
  if (now.state === 'free') {
    if (now.until) return T.freeUntil({ label, seats, until: now.until });
    return restOf(time) === 'evening'
      ? T.freeAllEvening({ label, seats })
      : T.freeRestOfDay({ label, seats });
  }
  const party = { label, name: partyName(words, now.booking), party: now.booking.party_size };
  return now.state === 'seated'
    ? T.seated({ ...party, until: now.until })
    : T.expected({ ...party, time: now.booking.time });
}

/** The short line under a table's name on the plan ('until 21:00', 'free until 19:30'). */
export function tableLine(words: RoomWords, now: TableNow<SheetBooking>, time: string): string {
  const T = words.short;
  if (now.state === 'seated') return T.until({ until: now.until });
  if (now.state === 'expected') return T.expected({ time: now.booking.time });
  if (now.until) return T.freeUntil({ until: now.until });
  return restOf(time) === 'evening' ? T.freeAllEvening() : T.freeRestOfDay();
}

export function roomNewsSentence(words: RoomWords, news: RoomNews): string {
  const tables = news.tables.join(' + ');
  return news.kind === 'walk_in'
    ? words.news.walkIn({ party: news.partySize, tables })
    : words.news.moved({ name: news.name, tables });
}
