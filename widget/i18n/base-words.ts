import type { BaseTranslation } from './en';
import { defineLazyNamespace } from '../../ui/i18n/i18n-util';

/**
 * The base texts (shell, index, system screens), one module per language: a guest reads one language, so the entry
 * carries neither. main.tsx loads the starting language before the first render (the server's index.html preloads
 * the one it predicts, server/widget-page.ts); a language change loads the other before switching (state/create-app.ts).
 */
export const baseWords = defineLazyNamespace<BaseTranslation>({
  en: () => import('./en').then((module) => module.default),
  nl: () => import('./nl').then((module) => module.default),
});

/** The base texts' namespace, as the app takes it (tests may give one whose loads they control). */
export type BaseWords = typeof baseWords;
