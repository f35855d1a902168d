import type { ReadonlySignal } from '@preact/signals';
import type { Language } from '../../shared/constants';
import { isWaitlistRefusalKey, type RefusalKey } from '../../shared/refusal-keys';
import { defineLazyNamespace } from '../../ui/i18n/i18n-util';
import type en from './refusal-words-en';
import type waitlistEn from './waitlist-refusal-words-en';

/**
 * The words of the refusals beyond the SPEC catalogue (wrong code, number taken, …), one module per language.
 * Most visits meet none, so they load when the API answers one (widget/api/booking-endpoints.ts `resultCalls`),
 * before the page shows it, instead of with every lazy group.
 */
export const refusalWords = defineLazyNamespace<typeof en>({
  en: () => import('./refusal-words-en').then((module) => module.default),
  nl: () => import('./refusal-words-nl').then((module) => module.default),
});

/** The waitlist's refusals: only a guest on the waitlist meets them, so they load on their own. */
export const waitlistRefusalWords = defineLazyNamespace<typeof waitlistEn>({
  en: () => import('./waitlist-refusal-words-en').then((module) => module.default),
  nl: () => import('./waitlist-refusal-words-nl').then((module) => module.default),
});

/** The namespace that holds a refusal's words. */
export const refusalWordsOf = (key: RefusalKey) =>
  isWaitlistRefusalKey(key) ? waitlistRefusalWords : refusalWords;

/**
 * The loader a flow's endpoints call when the API refuses: the words of that refusal (without one, the booking's and
 * account's) in the guest's current language.
 */
export const refusalWordsFor =
  (app: { state: { language: ReadonlySignal<Language> } }) =>
  (key?: RefusalKey): Promise<void> =>
    (key ? refusalWordsOf(key) : refusalWords).load(app.state.language.value);
