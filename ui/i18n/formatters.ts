import type { FormattersInitializer } from 'typesafe-i18n';
import type { Locales } from './i18n-types';

/** Formatters usable as `{value|upper}` in any dictionary. Dates are written by shared/time's formatDay in the pages. */
export const initFormatters: FormattersInitializer<
  Locales,
  Record<string, (value: unknown) => unknown>
> = () => ({
  upper: (value: unknown) => String(value).toUpperCase(),
});
