/**
 * The staff accounts screen's namespace, both languages: only its lazy chunk imports this file, so the day sheet
 * never carries these words (shell/shell-words.ts holds those every screen needs).
 */
import { defineNamespace } from '../../ui/i18n/i18n-util';
import type { TranslationFunctions } from '../../ui/i18n/i18n-types';
import * as en from './accounts-words-en';
import * as nl from './accounts-words-nl';

export const staffAccountsWords = defineNamespace({ en: en.accountsWords, nl: nl.accountsWords });
export type AccountsWords = TranslationFunctions<typeof en.accountsWords>;
