/** The clock's rules on the day sheet in words, en and nl (shared/staff/clock-rules.ts holds the rules). */
import { defineNamespace } from '../../ui/i18n/i18n-util';
import type { TranslationFunctions } from '../../ui/i18n/i18n-types';
import * as en from './clock-words-en';
import * as nl from './clock-words-nl';

export const staffClockWords = defineNamespace({ en: en.clockWords, nl: nl.clockWords });
export type ClockWords = TranslationFunctions<typeof en.clockWords>;
