import type { MessageKey } from '../../shared/message-keys';
import { defineLazyNamespace } from './i18n-util';
import type en from './messages-en';

/**
 * SPEC §5 and §8 messages, keyed like shared/messages.ts (the English is that file's text), one module per
 * language: a guest fetches only their own. Each lazy group's loader (widget/app.tsx) loads the current language
 * with the group. Pages use it as `const m = useNamespace(messageTexts); m[error.messageKey]()` or
 * `m.maxGroupSize({ value: 14 })`.
 */
export const messageTexts = defineLazyNamespace<typeof en>({
  en: () => import('./messages-en').then((module) => module.default),
  nl: () => import('./messages-nl').then((module) => module.default),
});

export type MessageTranslator = NonNullable<(typeof messageTexts.translators)['en']>;

/** One message by key, in the current language's translator, placeholders filled when given. */
export function translateMessage(
  translator: MessageTranslator,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  return (translator[key] as (args: Record<string, string | number>) => string)(values);
}
