import type { Language } from '../../shared/constants';
import { useApp } from '../state/context';
import type { TranslationFunctions } from '../../ui/i18n/i18n-types';
import type { Dictionary } from '../../ui/i18n/i18n-types';
import type { Namespace } from '../../ui/i18n/i18n-util';

/** The base texts in the current language; components re-render when the language changes. */
export function useI18n() {
  const app = useApp();
  return { LL: app.LL.value, language: app.state.language.value as Language };
}

/**
 * A lazy group's own texts in the current language (see defineNamespace). routes/flow-chunks.ts has loaded the
 * language the page opened in; after a language change the page keeps the texts it has (never suspends: the
 * router would not re-render it), loads the new language, and re-renders when it arrives.
 */
export function useNamespace<D extends Dictionary>(namespace: Namespace<D>): TranslationFunctions<D> {
  const app = useApp();
  const language = app.state.language.value;
  void namespace.loads.value; // subscribes: re-render when a language arrives
  const own = namespace.translators[language];
  if (own) return own;
  namespace.load(language).catch((error: unknown) => app.reporter.report(error, 'page texts'));
  const loaded = Object.values(namespace.translators)[0];
  if (!loaded) throw new Error('Page texts used before their group loaded them');
  return loaded;
}
