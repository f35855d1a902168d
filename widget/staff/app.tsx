import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import lazy, { ErrorBoundary } from 'preact-iso/lazy';
import { LocationProvider, Route, Router, useLocation } from 'preact-iso/router';
import { LANGUAGES, type Language } from '../../shared/constants';
import { amsterdamDate } from '../../shared/time/instant';
import { staffAppTexts, staffRefusalTexts, staffSheetTexts } from './i18n/texts';
import { DaySheetPage } from './screens/day-sheet';
import { SignIn } from './screens/sign-in';
import { REPORTS_PATH, RULES_PATH, SETTINGS_PATH, SHEET_PATH, STAFF_HOME, sheetPath } from './sheet/paths';
import { StaffContext, useStaffApp, useWords } from './state/context';
import type { StaffApp as StaffAppObject } from './state/create-staff-app';

// A manager's screens load when one is opened: the host stand's first screen is sign-in and the day sheet.
const RulesPage = lazy(() => import('./screens/rules-page').then((module) => module.RulesPage));
const ReportsPage = lazy(() => import('./screens/reports-page').then((module) => module.ReportsPage));
const SettingsPage = lazy(() => import('./screens/settings-page').then((module) => module.SettingsPage));

/** `/staff` (and any other staff address): the first restaurant of the account, today. */
function StaffHome() {
  const app = useStaffApp();
  const T = useWords(staffSheetTexts);
  const { route } = useLocation();
  const first = app.session.staff.value?.restaurants[0];
  useEffect(() => {
    if (first) route(sheetPath(first.site_id, amsterdamDate(app.now())), true);
  }, [first, route, app]);
  return first ? null : (
    <div class="staff-card">
      <h1>{T.heading()}</h1>
      <p>{T.noRestaurants()}</p>
    </div>
  );
}

/** The bar on every screen: the app's name, the language, and who is signed in with Sign out. */
function TopBar() {
  const app = useStaffApp();
  const T = useWords(staffAppTexts);
  const staff = app.session.staff.value;
  return (
    <header class="staff-bar staff-no-print">
      <p class="staff-bar__title">{T.title()}</p>
      <div class="staff-bar__end">
        <label class="staff-bar__language">
          <span class="visually-hidden">{T.language()}</span>
          <select
            value={app.language.value}
            onChange={(event) => app.actions.setLanguage(event.currentTarget.value as Language)}
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {language === 'nl' ? 'Nederlands' : 'English'}
              </option>
            ))}
          </select>
        </label>
        {staff && (
          <>
            <p class="staff-bar__who">{T.signedInAs({ name: staff.name })}</p>
            <button
              type="button"
              class="staff-button staff-button--quiet"
              onClick={() => void app.actions.signOut()}
            >
              {T.signOut()}
            </button>
          </>
        )}
      </div>
    </header>
  );
}

/** Signed in: the staff routes; otherwise sign-in, at whatever staff address was opened (it shows after). */
function Screens() {
  const app = useStaffApp();
  const T = useWords(staffAppTexts);
  const refusals = useWords(staffRefusalTexts);
  // A manager's screen that could not be fetched (offline, or a new version replaced it): say so, offer a reload.
  const screenFailed = useSignal(false);
  if (app.session.phase.value !== 'signed-in') return <SignIn />;
  return (
    <ErrorBoundary onError={() => (screenFailed.value = true)}>
      {screenFailed.value && (
        <p role="alert" class="staff-refusal staff-card">
          {refusals.network()}{' '}
          <button type="button" class="staff-button" onClick={() => location.reload()}>
            {T.reload()}
          </button>
        </p>
      )}
      <Router>
        {/* Before the sheet: its ':date' would take 'rules' and 'settings' too (the sheet sends a date that is none to today). */}
        <Route path={REPORTS_PATH} component={ReportsPage} />
        <Route path={RULES_PATH} component={RulesPage} />
        <Route path={SETTINGS_PATH} component={SettingsPage} />
        <Route path={SHEET_PATH} component={DaySheetPage} />
        <Route path={STAFF_HOME} component={StaffHome} />
        <Route default component={StaffHome} />
      </Router>
    </ErrorBoundary>
  );
}

/** The restaurant staff app (issue 15): its own entry (staff.html), served at /staff; the guest widget loads none of it. */
export function StaffApp({ app }: { app: StaffAppObject }) {
  const language = app.language.value;
  useEffect(() => {
    document.documentElement.lang = language;
    document.title = staffAppTexts.translators[language].title();
  }, [language]);
  return (
    <StaffContext.Provider value={app}>
      <LocationProvider>
        <TopBar />
        <main id="staff-main" class="staff-main">
          <Screens />
        </main>
      </LocationProvider>
    </StaffContext.Provider>
  );
}
