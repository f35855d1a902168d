import { defineLazyNamespace } from '../../../ui/i18n/i18n-util';
import type en from './path-texts-en';

/**
 * Texts of the steps after the details (check, code, booking, success, failed), one module per language. They
 * belong to those steps' chunk (./booking-path), which loads the guest's language before its pages render.
 */
export const pathTexts = defineLazyNamespace<typeof en>({
  en: () => import('./path-texts-en').then((module) => module.default),
  nl: () => import('./path-texts-nl').then((module) => module.default),
});
