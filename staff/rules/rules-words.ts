/** A restaurant's rules screen in words (blocks, stay per party size, the audit trail), en and nl: they load with it. */
import { defineNamespace } from '../../ui/i18n/i18n-util';
import type { TranslationFunctions } from '../../ui/i18n/i18n-types';
import * as en from './rules-words-en';
import * as nl from './rules-words-nl';

export const staffRulesWords = defineNamespace({ en: en.rulesWords, nl: nl.rulesWords });
export type RulesWords = TranslationFunctions<typeof en.rulesWords>;
