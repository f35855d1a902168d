import { signal, type ReadonlySignal } from '@preact/signals';
import { i18nObject } from 'typesafe-i18n';
import { initFormatters } from './formatters';
import type { Dictionary, Locales, TranslationFunctions, TranslationOf } from './i18n-types';

const formatters = { en: initFormatters('en'), nl: initFormatters('nl') };

/**
 * A lazy group's or screen's own words (a namespace): its chunk carries them, so the entry stays small.
 * @example const staffRulesWords = defineNamespace({ en: enRules, nl: nlRules }); // nl typed against en
 *          const T = useWords(staffRulesWords); T.heading()
 */
export interface Namespace<D extends Dictionary> {
  /** The translators of the languages loaded so far (all of them for defineNamespace). */
  translators: Partial<Record<Locales, TranslationFunctions<D>>>;
  /** Loads one language's words (at once for defineNamespace). */
  load(locale: Locales): Promise<void>;
  /** Counts finished loads, so a page reading it re-renders when a language arrives. */
  loads: ReadonlySignal<number>;
}

const translatorFor = <D extends Dictionary>(locale: Locales, dictionary: D | TranslationOf<D>) =>
  i18nObject(locale, dictionary as never, formatters[locale] as never) as unknown as TranslationFunctions<D>;

export function defineNamespace<D extends Dictionary>(dictionaries: {
  en: D;
  nl: TranslationOf<D>;
}): Namespace<D> & { translators: Record<Locales, TranslationFunctions<D>> } {
  return {
    translators: { en: translatorFor<D>('en', dictionaries.en), nl: translatorFor<D>('nl', dictionaries.nl) },
    load: () => Promise.resolve(),
    loads: signal(0),
  };
}

/**
 * A namespace whose words live in one module per language, so a chunk carries only the guest's language.
 * The widget's widget/routes/flow-chunks.ts awaits `load(language)` with the chunk, so a page never waits for words.
 * @example defineLazyNamespace<typeof en>({ en: () => import('./reserve-words-en').then((m) => m.default), nl: ... })
 */
export function defineLazyNamespace<D extends Dictionary>(loaders: {
  en: () => Promise<D>;
  nl: () => Promise<TranslationOf<D>>;
}): Namespace<D> {
  const translators: Partial<Record<Locales, TranslationFunctions<D>>> = {};
  const pending: Partial<Record<Locales, Promise<void>>> = {};
  const loads = signal(0);
  const load = (locale: Locales): Promise<void> =>
    (pending[locale] ??= (loaders[locale] as () => Promise<D | TranslationOf<D>>)().then(
      (dictionary) => {
        translators[locale] = translatorFor<D>(locale, dictionary);
        loads.value += 1;
      },
      (error: unknown) => {
        delete pending[locale]; // a later call tries again
        throw error;
      },
    ));
  return { translators, load, loads };
}
