import { defineLazyNamespace } from '../../../ui/i18n/i18n-util';
import type en from './double-words-en';

/**
 * Texts of the double-booking question (./double-question), one module per language: they load with its chunk,
 * only when the server answers 409 possible_double.
 */
export const doubleWords = defineLazyNamespace<typeof en>({
  en: () => import('./double-words-en').then((module) => module.default),
  nl: () => import('./double-words-nl').then((module) => module.default),
});
