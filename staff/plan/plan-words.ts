/** The plan of the room in words, en and nl: they load with it. */
import { defineNamespace } from '../../ui/i18n/i18n-util';
import type { TranslationFunctions } from '../../ui/i18n/i18n-types';
import * as en from './plan-words-en';
import * as nl from './plan-words-nl';

export const staffPlanWords = defineNamespace({ en: en.planWords, nl: nl.planWords });
export type PlanWords = TranslationFunctions<typeof en.planWords>;
