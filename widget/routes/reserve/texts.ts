import { defineLazyNamespace } from '../../i18n/i18n-util';
import type en from './texts-en';

/** Texts of the reservation-flow pages: only the guest's language is fetched (useNamespace suspends until it is there). */
export const reserveTexts = defineLazyNamespace<typeof en>({
  en: () => import('./texts-en').then((module) => module.default),
  nl: () => import('./texts-nl').then((module) => module.default),
});
export type ReserveTexts = NonNullable<(typeof reserveTexts.translators)['en']>;
