import { i18nObject } from 'typesafe-i18n';
import type { Language } from '../../shared/constants';
import en from './en';
import { initFormatters } from './formatters';
import type { BaseTranslationFunctions, Dictionary, Locales, Translation, TranslationFunctions, TranslationOf } from './i18n-types';
import nl from './nl';

export const baseLocale: Locales = 'en';
export const locales: Locales[] = ['en', 'nl'];

/** The base dictionaries (shell, index, system screens, SPEC messages) ship in the entry chunk. */
export const loadedLocales: Record<Locales, Translation> = { en, nl };
const formatters = { en: initFormatters('en'), nl: initFormatters('nl') };

/** `LL` for one language: `LL.index.today()`. */
export const i18nFor = (locale: Language): BaseTranslationFunctions =>
  i18nObject(locale, loadedLocales[locale] as never, formatters[locale] as never) as unknown as BaseTranslationFunctions;

/**
 * A lazy group's own texts (a namespace): the group chunk carries them, so the entry stays small.
 * @example const reserveTexts = defineNamespace({ en: enReserve, nl: nlReserve }); // nl typed against en
 *          const LL = useNamespace(reserveTexts); LL.title()
 */
export interface Namespace<D extends Dictionary> {
  translators: Record<Locales, TranslationFunctions<D>>;
}

export function defineNamespace<D extends Dictionary>(dictionaries: { en: D; nl: TranslationOf<D> }): Namespace<D> {
  const make = (locale: Locales) =>
    i18nObject(locale, dictionaries[locale] as never, formatters[locale] as never) as unknown as TranslationFunctions<D>;
  return { translators: { en: make('en'), nl: make('nl') } };
}
