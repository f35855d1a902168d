/** The find screen's words, en and nl. */
import { defineNamespace } from '../../ui/i18n/i18n-util';
import type { TranslationFunctions } from '../../ui/i18n/i18n-types';
import * as en from './find-words-en';
import * as nl from './find-words-nl';

export const staffFindWords = defineNamespace({ en: en.findWords, nl: nl.findWords });
export type FindWords = TranslationFunctions<typeof en.findWords>;
