import type { MessageKey } from '../message-words';
import type { RefusalCode } from '../promotions/refusals';

/** Why a day or a slot is not offered: a promotion refusal or one of the slot rules. */
export type SlotRefusalCode =
  RefusalCode | 'special_closure' | 'time_not_offered' | 'online_suspended' | 'time_unavailable';

export interface SlotRefusal {
  code: SlotRefusalCode;
  /** Key in shared/message-words.ts; values fill its placeholders. */
  messageKey: MessageKey;
  values?: Record<string, string | number>;
}

/** The message of each slot rule's refusal (promotions have theirs in shared/promotions/refusals.ts). */
export const SLOT_REFUSAL_MESSAGES = {
  special_closure: 'dateNotAvailable',
  // Also a promotion's refusal; here it is the restaurant's own window (target site).
  time_outside_window: 'timeNoLongerAvailable',
  time_not_offered: 'timeNoLongerAvailable',
  online_suspended: 'timeNoLongerAvailable',
  time_unavailable: 'timeNoLongerAvailable',
} as const satisfies Record<Exclude<SlotRefusalCode, RefusalCode> | 'time_outside_window', MessageKey>;

/** A slot refusal with its message key. */
export function slotRefusal(code: keyof typeof SLOT_REFUSAL_MESSAGES): SlotRefusal {
  return { code, messageKey: SLOT_REFUSAL_MESSAGES[code] };
}
