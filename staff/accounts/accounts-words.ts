/**
 * The staff accounts screen's namespace, both languages: only its lazy chunk imports this file, so the day sheet
 * never carries these words (texts.ts holds the namespaces every screen needs).
 */
import { defineNamespace } from '../../ui/i18n/i18n-util';
import type { TranslationFunctions } from '../../ui/i18n/i18n-types';
import * as en from './accounts-words-en';
import * as nl from './accounts-words-nl';

export const staffAccountsTexts = defineNamespace({ en: en.accountsTexts, nl: nl.accountsTexts });
export type AccountsWords = TranslationFunctions<typeof en.accountsTexts>;
