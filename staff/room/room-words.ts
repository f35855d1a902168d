/** The room in words, en and nl: they load with it. */
import { defineNamespace } from '../../ui/i18n/i18n-util';
import type { TranslationFunctions } from '../../ui/i18n/i18n-types';
import * as en from './room-words-en';
import * as nl from './room-words-nl';

export const staffRoomWords = defineNamespace({ en: en.roomWords, nl: nl.roomWords });
export type RoomWords = TranslationFunctions<typeof en.roomWords>;
