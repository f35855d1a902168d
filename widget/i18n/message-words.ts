import type { MessageKey } from '../../shared/message-keys';
import { isRefusalKey } from '../../shared/refusal-keys';
import type { Language } from '../../shared/constants';
import { useApp } from '../state/context';
import { defineLazyNamespace } from '../../ui/i18n/i18n-util';
import type en from './message-words-en';
import { refusalWords, refusalWordsOf, waitlistRefusalWords } from './refusal-words';
import { useNamespace } from './use-i18n';

/**
 * The guest messages, keyed like shared/message-words.ts (the English is that file's text), one module per
 * language: a guest fetches only their own. routes/flow-chunks.ts brings the current language
 * with the group. Pages read it through `useMessageText()` below.
 */
export const messageWords = defineLazyNamespace<typeof en>({
  en: () => import('./message-words-en').then((module) => module.default),
  nl: () => import('./message-words-nl').then((module) => module.default),
});

/** The SPEC catalogue's translator in one language (`m.dateNotAvailable()`). */
export type MessageTranslator = NonNullable<(typeof messageWords.translators)['en']>;

type Translate = (values: Record<string, string | number>) => string;

/** The words of a message key in one language, or null while its texts (catalogue or refusals) are not loaded. */
export function messageIn(
  language: Language,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string | null {
  const texts = isRefusalKey(key)
    ? refusalWordsOf(key).translators[language]
    : messageWords.translators[language];
  const translate = texts?.[key as keyof typeof texts] as Translate | undefined;
  return translate ? translate(values) : null;
}

/**
 * The words of any message key in the current language: a SPEC message from the group's catalogue, a refusal from
 * ./refusals (loaded by the call that met it; loaded here too, re-rendering, should a page name one first).
 * @example const say = useMessageText(); say('maxGroupSize', { value: 14 }); say(error.messageKey, error.values)
 */
export function useMessageText(): (key: MessageKey, values?: Record<string, string | number>) => string {
  const app = useApp();
  useNamespace(messageWords); // the catalogue, in the current language (loading it after a language change)
  const language = app.state.language.value;
  // Subscribes: re-render when the refusal words arrive.
  void refusalWords.loads.value;
  void waitlistRefusalWords.loads.value;
  return (key, values) => {
    const text = messageIn(language, key, values);
    if (text !== null || !isRefusalKey(key)) return text ?? messageIn('en', key, values) ?? '';
    refusalWordsOf(key)
      .load(language)
      .catch((error: unknown) => app.reporter.report(error, 'refusal texts'));
    return '';
  };
}
