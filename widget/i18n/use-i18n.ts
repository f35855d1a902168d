import type { Language } from '../../shared/constants';
import { useApp } from '../state/context';
import type { TranslationFunctions } from './i18n-types';
import type { Dictionary } from './i18n-types';
import type { Namespace } from './i18n-util';

/** The base texts in the current language; components re-render when the language changes. */
export function useI18n() {
  const app = useApp();
  return { LL: app.LL.value, language: app.state.language.value as Language };
}

/** A lazy group's own texts in the current language (see defineNamespace). */
export function useNamespace<D extends Dictionary>(namespace: Namespace<D>): TranslationFunctions<D> {
  const app = useApp();
  return namespace.translators[app.state.language.value];
}
