/** Where the guest's language preference is kept; the rule that picks the language is shared/embed-config.ts. */
export { chooseLanguage, languageFromTag } from '../../shared/embed-config';

export const LANGUAGE_KEY = 'tafel:lang';
