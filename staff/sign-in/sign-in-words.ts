/** Signing in by e-mail code, en and nl. */
import { defineNamespace } from '../../ui/i18n/i18n-util';
import type { TranslationFunctions } from '../../ui/i18n/i18n-types';
import * as en from './sign-in-words-en';
import * as nl from './sign-in-words-nl';

export const staffSignInWords = defineNamespace({ en: en.signInWords, nl: nl.signInWords });
export type SignInWords = TranslationFunctions<typeof en.signInWords>;
