import { LANGUAGES, type Language } from '../../shared/constants';

export const LANGUAGE_KEY = 'tafel:lang';

const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/** 'nl-BE' → 'nl'; anything we do not speak → null. */
export function languageFromTag(tag: string | null | undefined): Language | null {
  const base = tag?.toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : null;
}

/**
 * SPEC §1: the stored preference, then the browser language, otherwise English.
 * A language the host passes in its configuration comes first: it is how the hidden selector is reached.
 * @example chooseLanguage({ stored: null, browser: ['de-DE', 'nl-NL'] }) //=> 'nl'
 */
export function chooseLanguage(input: {
  configured?: string | null;
  stored?: string | null;
  browser?: readonly string[];
}): Language {
  const configured = languageFromTag(input.configured);
  if (configured) return configured;
  const stored = languageFromTag(input.stored);
  if (stored) return stored;
  for (const tag of input.browser ?? []) {
    const match = languageFromTag(tag);
    if (match) return match;
  }
  return 'en';
}
