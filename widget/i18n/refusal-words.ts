import type { ReadonlySignal } from '@preact/signals';
import type { Language } from '../../shared/constants';
import { defineLazyNamespace } from '../../ui/i18n/i18n-util';
import type en from './refusal-words-en';

/**
 * The words of the refusals beyond the SPEC catalogue (wrong code, number taken, …), one module per language.
 * Most visits meet none, so they load when the API answers one (widget/api/booking-endpoints.ts `resultCalls`),
 * before the page shows it, instead of with every lazy group.
 */
export const refusalWords = defineLazyNamespace<typeof en>({
  en: () => import('./refusal-words-en').then((module) => module.default),
  nl: () => import('./refusal-words-nl').then((module) => module.default),
});

/** The loader a flow's endpoints call when the API refuses: the refusal words in the guest's current language. */
export const refusalWordsFor =
  (app: { state: { language: ReadonlySignal<Language> } }) => (): Promise<void> =>
    refusalWords.load(app.state.language.value);
