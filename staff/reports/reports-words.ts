/** The reports screen in words (a range's figures, the CSV), en and nl: they load with it. */
import { defineNamespace } from '../../ui/i18n/i18n-util';
import * as en from './reports-words-en';
import * as nl from './reports-words-nl';

export const staffReportsWords = defineNamespace({ en: en.reportsWords, nl: nl.reportsWords });
