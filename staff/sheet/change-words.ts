/** The words of a booking's changes at the stand, en and nl. */
import { defineNamespace } from '../../ui/i18n/i18n-util';
import type { TranslationFunctions } from '../../ui/i18n/i18n-types';
import * as en from './change-words-en';
import * as nl from './change-words-nl';

export const staffChangeWords = defineNamespace({ en: en.changeWords, nl: nl.changeWords });
export type ChangeWords = TranslationFunctions<typeof en.changeWords>;
