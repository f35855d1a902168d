import { defineLazyNamespace } from '../../../ui/i18n/i18n-util';
import type en from './booking-path-words-en';

/**
 * Texts of the steps after the details (check, code, booking, success, failed), one module per language. They
 * belong to those steps' chunk (./booking-path), which loads the guest's language before its pages render.
 */
export const bookingPathWords = defineLazyNamespace<typeof en>({
  en: () => import('./booking-path-words-en').then((module) => module.default),
  nl: () => import('./booking-path-words-nl').then((module) => module.default),
});
