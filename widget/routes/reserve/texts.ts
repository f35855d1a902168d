import { defineLazyNamespace } from '../../../ui/i18n/i18n-util';
import type en from './texts-en';

/**
 * Texts of the reservation-flow pages, one module per language: a guest fetches only their language. The group's
 * loader (widget/app.tsx) loads the current language with the chunk; a language change loads the other one.
 */
export const reserveTexts = defineLazyNamespace<typeof en>({
  en: () => import('./texts-en').then((module) => module.default),
  nl: () => import('./texts-nl').then((module) => module.default),
});
export type ReserveTexts = NonNullable<(typeof reserveTexts.translators)['en']>;
