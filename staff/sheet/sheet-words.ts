/** The day sheet's words, en and nl; the other screens borrow a few (the way back to the sheet, the day's date). */
import { defineNamespace } from '../../ui/i18n/i18n-util';
import type { TranslationFunctions } from '../../ui/i18n/i18n-types';
import * as en from './sheet-words-en';
import * as nl from './sheet-words-nl';

export const staffSheetWords = defineNamespace({ en: en.sheetWords, nl: nl.sheetWords });
export type SheetWords = TranslationFunctions<typeof en.sheetWords>;
