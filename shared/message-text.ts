/** The English of any message key, for the API's `message` (the widget shows its own words, widget/i18n). */
import type { MessageKey } from './message-keys';
import { API_MESSAGE_WORDS, MESSAGE_WORDS } from './message-words';
import { REFUSAL_WORDS } from './refusal-words';
import { WAITLIST_REFUSAL_WORDS } from './waitlist/refusal-words';

export type ApiMessageKey = MessageKey | keyof typeof API_MESSAGE_WORDS;

/** Whether a key has a text here (a SPEC message or an API-only one). */
export const hasMessageText = (key: string): key is ApiMessageKey =>
  Object.hasOwn(MESSAGE_WORDS, key) ||
  Object.hasOwn(REFUSAL_WORDS, key) ||
  Object.hasOwn(WAITLIST_REFUSAL_WORDS, key) ||
  Object.hasOwn(API_MESSAGE_WORDS, key);

/** The English text of any key, or the key itself when it is a free text already. */
export function messageText(key: string, values?: Record<string, string | number>): string {
  const text =
    (MESSAGE_WORDS as Record<string, string>)[key] ??
    (REFUSAL_WORDS as Record<string, string>)[key] ??
    (WAITLIST_REFUSAL_WORDS as Record<string, string>)[key] ??
    (API_MESSAGE_WORDS as Record<string, string>)[key] ??
    key;
  return formatMessage(text, values);
}

/** Fills `{name}` placeholders. */
function formatMessage(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
