/** Where the guest's language preference is kept (SPEC §1); the rule that picks the language is shared/embed-config.ts. */
export { chooseLanguage, languageFromTag } from '../../shared/embed-config';

export const LANGUAGE_KEY = 'tafel:lang';
