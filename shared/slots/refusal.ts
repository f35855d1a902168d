import type { MessageKey } from '../messages';
import type { RefusalCode } from '../promotions/refusals';

/** Why a day or a slot is not offered: a promotion refusal or one of the slot rules. */
export type SlotRefusalCode =
  RefusalCode | 'special_closure' | 'time_not_offered' | 'online_suspended' | 'time_unavailable';

export interface SlotRefusal {
  code: SlotRefusalCode;
  /** Key in shared/messages.ts; values fill its placeholders. */
  messageKey: MessageKey;
  values?: Record<string, string | number>;
}
