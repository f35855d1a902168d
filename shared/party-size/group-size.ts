import { CHRISTMAS_LARGE_GROUP, MAX_GROUP_ONLINE } from '../constants';
import type { PartySizeRange } from './range';

/**
 * A party-size message as a key of shared/message-words.ts and its {value}. The object itself fits
 * `messageText(message.key, message)` (shared/message-text.ts).
 */
export type GroupSizeMessage =
  { key: 'minGroupSize'; value: number } | { key: 'maxGroupSize'; value: number };

/**
 * The message for a party size outside the range: below it 'Minimum group size is
 * {value} persons', above it 'Maximum group size is {value} persons'; null inside it.
 * @example groupSizeMessage(16, { min: 1, max: 14 }) // => { key: 'maxGroupSize', value: 14 }
 */
export function groupSizeMessage(size: number, range: PartySizeRange): GroupSizeMessage | null {
  if (size < range.min) return { key: 'minGroupSize', value: range.min };
  if (size > range.max) return { key: 'maxGroupSize', value: range.max };
  return null;
}

/**
 * The hints next to the party-size picker ('party-size hint with maximum'), in the words of shared/message-words.ts: the
 * restaurant's smallest size when it is above 1, and its largest; before its range is known, the online maximum
 * (14), which the picker's last size and its 'more than 14' choice agree with. A hint never names a maximum below
 * a size the picker offers without saying it is this restaurant's.
 * @example partySizeHints(null) // => [{ key: 'maxGroupSize', value: 14 }]
 * @example partySizeHints({ min: 2, max: 6 }) // => [{ key: 'minGroupSize', value: 2 }, { key: 'maxGroupSize', value: 6 }]
 */
export function partySizeHints(range: PartySizeRange | null): GroupSizeMessage[] {
  if (!range) return [{ key: 'maxGroupSize', value: MAX_GROUP_ONLINE }];
  return [
    ...(range.min > 1 ? [{ key: 'minGroupSize', value: range.min } as const] : []),
    { key: 'maxGroupSize', value: range.max },
  ];
}

/**
 * Whether a group is too large to book online (above 14 it goes to a group request
 * or the events team).
 */
export function isLargerCompany(size: number): boolean {
  return size > MAX_GROUP_ONLINE;
}

/** Whether a group gets the Christmas large-group message (12 or more). */
export function isChristmasLargeGroup(size: number): boolean {
  return size >= CHRISTMAS_LARGE_GROUP;
}
