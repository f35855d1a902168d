/** The remarks field's counter: what it shows ("37/200") and when a screen reader hears how much room is left. */

/** How many characters left at which a screen reader is told, once each: near the limit, not on every key. */
export const REMARKS_WARN_AT = [20, 10, 0] as const;

/**
 * The stage of the remarks' length: null while more than 20 characters are left, then the last mark of REMARKS_WARN_AT
 * reached (20, 10, 0), or 'over' past the limit. The counter announces only when the stage changes.
 * @example remarksStage(37, 200) //=> null
 * @example remarksStage(185, 200) //=> 20
 * @example remarksStage(200, 200) //=> 0
 * @example remarksStage(201, 200) //=> 'over'
 */
export function remarksStage(length: number, max: number): number | 'over' | null {
  const left = max - length;
  if (left < 0) return 'over';
  let stage: number | null = null;
  for (const mark of REMARKS_WARN_AT) if (left <= mark) stage = mark;
  return stage;
}
