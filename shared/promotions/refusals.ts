import type { MessageKey } from '../messages';

/** Why a promotion refuses a date, a group, a location or a slot. Errors are values (STYLE §9). */
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
  /** Key in shared/messages.ts; values fill its placeholders. */
  messageKey: MessageKey;
  values?: Record<string, string | number>;
}

const MESSAGE_KEY_OF: Record<RefusalCode, MessageKey> = {
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
};

/** A refusal with its message key. */
export function refusal(code: RefusalCode, values?: Record<string, string | number>): Refusal {
  return values
    ? { code, messageKey: MESSAGE_KEY_OF[code], values }
    : { code, messageKey: MESSAGE_KEY_OF[code] };
}
