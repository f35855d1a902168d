import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { TranslationFunctions, Dictionary } from '../../ui/i18n/i18n-types';
import type { Namespace } from '../../ui/i18n/i18n-util';
import { screenModel, type StaffApp } from './create-staff-app';

/** The one staff app object, handed down by context (as the guest widget hands down its own). */
export const StaffContext = createContext<StaffApp | null>(null);

export function useStaffApp(): StaffApp {
  const app = useContext(StaffContext);
  if (!app) throw new Error('useStaffApp() outside <StaffContext.Provider>');
  return app;
}

/** A staff namespace's words in the current language; a component reading it re-renders when the language changes. */
export function useWords<D extends Dictionary>(
  namespace: Namespace<D> & { translators: Record<'en' | 'nl', TranslationFunctions<D>> },
): TranslationFunctions<D> {
  return namespace.translators[useStaffApp().language.value];
}

/**
 * A lazy screen's model, for the screen's components (see screenModel in ./create-staff-app).
 * @example const rules = useScreenModel(rulesScreenModel);
 */
export function useScreenModel<Model>(create: (app: StaffApp) => Model): Model {
  return screenModel(useStaffApp(), create);
}
