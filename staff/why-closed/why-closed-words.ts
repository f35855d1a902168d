/** The "why is this time closed?" screen in words, en and nl: they load with it. */
import { defineNamespace } from '../../ui/i18n/i18n-util';
import type { TranslationFunctions } from '../../ui/i18n/i18n-types';
import * as en from './why-closed-words-en';
import * as nl from './why-closed-words-nl';

export const staffWhyClosedWords = defineNamespace({ en: en.whyClosedWords, nl: nl.whyClosedWords });
export type WhyClosedWords = TranslationFunctions<typeof en.whyClosedWords>;
