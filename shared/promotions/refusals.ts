import type { MessageKey } from '../message-words';

/** Why a promotion refuses a date, a group, a location or a slot. Errors are values, turned into words at the edge. */
export type RefusalCode =
  | 'date_invalid'
  | 'date_before_start'
  | 'date_after_end'
  | 'weekday_excluded'
  | 'date_excluded'
  | 'group_too_small'
  | 'group_too_large'
  | 'location_not_in_flow'
  | 'time_outside_window'
  | 'time_filtered'
  | 'blocked';

export interface Refusal {
  code: RefusalCode;
  /** Key in shared/message-words.ts; values fill its placeholders. */
  messageKey: MessageKey;
  values?: Record<string, string | number>;
}

/** The message of each promotion refusal (shared/slots/refusal.ts adds the slot rules' own). */
export const PROMOTION_REFUSAL_MESSAGES = {
  date_invalid: 'dateNotAvailable',
  date_before_start: 'dateNotAvailable',
  date_after_end: 'dateNotAvailable',
  weekday_excluded: 'dateNotAvailable',
  date_excluded: 'dateNotAvailable',
  group_too_small: 'minGroupSize',
  group_too_large: 'maxGroupSize',
  location_not_in_flow: 'undefinedLocation',
  time_outside_window: 'timeNoLongerAvailable',
  time_filtered: 'timeNoLongerAvailable',
  blocked: 'timeNoLongerAvailable',
} as const satisfies Record<RefusalCode, MessageKey>;

/** A refusal with its message key. */
export function refusal(code: RefusalCode, values?: Record<string, string | number>): Refusal {
  return values
    ? { code, messageKey: PROMOTION_REFUSAL_MESSAGES[code], values }
    : { code, messageKey: PROMOTION_REFUSAL_MESSAGES[code] };
}
