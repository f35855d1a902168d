/**
 * Types of both apps' dictionaries (widget/, staff/), written by hand in the shape typesafe-i18n generates
 * (its generator does not run on this machine). The English dictionary is the source: every
 * other language must have the same keys, and every `{param}` becomes a typed argument.
 */
import type { LocalizedString } from 'typesafe-i18n';
import type { Language } from '../../shared/constants';

export type Locales = Language;
export type { LocalizedString };

/** A dictionary: words, or nested groups of words. */
export interface Dictionary {
  [key: string]: string | Dictionary;
}

/**
 * `'Hi {name} at {time:string}'` → `{ name: string | number; time: string | number }`. A plural part
 * (`'{count} {{person|persons}}'`) takes no argument of its own: it follows the one before it, unless it names one
 * (`'{{count:it has|they have}}'`), which is then an argument too.
 */
type ParamsOf<Text extends string> = Text extends `${infer Before}{{${infer Plural}}}${infer After}`
  ? ParamsOf<Before> & PluralParam<Plural> & ParamsOf<After>
  : Text extends `${string}{${infer Param}}${infer Rest}`
    ? {
        [
          K in Param extends `${infer Name}:${string}`
            ? Name
            : Param extends `${infer Name}|${string}`
              ? Name
              : Param
        ]: string | number;
      } & ParamsOf<Rest>
    : unknown;

/** The argument a plural part names before its colon ('count' of 'count:it has|they have'), if it names one. */
type PluralParam<Plural extends string> = Plural extends `${infer Name}:${string}`
  ? Name extends `${string}${' ' | '|'}${string}`
    ? unknown
    : { [K in Name]: string | number }
  : unknown;

type HasParams<Text extends string> = Text extends `${string}{${string}}${string}` ? true : false;

/** The functions a dictionary turns into: `LL.index.today()`, `LL.steps.label({ current: 2, total: 5 })`. */
export type TranslationFunctions<D> = {
  [K in keyof D]: D[K] extends string
    ? HasParams<D[K]> extends true
      ? (args: ParamsOf<D[K]>) => LocalizedString
      : () => LocalizedString
    : TranslationFunctions<D[K]>;
};

/** Same keys as the English dictionary, any text. */
export type TranslationOf<D> = { [K in keyof D]: D[K] extends string ? string : TranslationOf<D[K]> };
