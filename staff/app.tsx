import type { ComponentType } from 'preact';
import { useEffect } from 'preact/hooks';
import lazy from 'preact-iso/lazy';
import { LocationProvider, Route, Router, useLocation } from 'preact-iso/router';
import { LANGUAGES, type Language } from '../shared/constants';
import { amsterdamDate } from '../shared/time/instant';
import { staffShellWords } from './shell/shell-words';
import { staffSheetWords } from './sheet/sheet-words';
import { DaySheetPage } from './sheet/day-sheet-page';
import { SignIn } from './sign-in/sign-in-page';
import { ScreenRefused } from './shell/screen-refused';
import { mayOpen, STAFF_SCREENS, type StaffScreenName } from './screens';
import { ACCOUNTS_PATH, sheetPath } from './sheet/paths';
import { StaffContext, useStaffApp, useWords } from './shell/context';
import type { StaffApp as StaffAppObject } from './shell/create-staff-app';

/** A lazy screen's chunk that did not arrive (offline, or a new version deployed): reloading fetches it again. */
function ScreenLoadFailed() {
  const T = useWords(staffShellWords);
  return (
    <div class="staff-card" role="alert">
      <p>{T.screenLoadFailed()}</p>
      <button type="button" class="staff-button" onClick={() => location.reload()}>
        {T.reload()}
      </button>
    </div>
  );
}

/** A screen that loads when it is opened, its words and styles with it; a chunk that fails to come says so. */
function lazyScreen<Props>(load: () => Promise<ComponentType<Props>>) {
  return lazy<ComponentType<Props>>(() =>
    load().then(
      (screen) => screen,
      () => ScreenLoadFailed,
    ),
  );
}

/** `/staff` (and any other staff address): the first restaurant of the account, today. */
function StaffHome() {
  const app = useStaffApp();
  const T = useWords(staffSheetWords);
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
  const T = useWords(staffShellWords);
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
        {staff && mayOpen('accounts', { restaurants: staff.restaurants }) && (
          <a class="staff-button staff-button--quiet" href={ACCOUNTS_PATH}>
            {T.staffLink()}
          </a>
        )}
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

type ScreenParams = { siteId?: string; date?: string };

type FirstScreen = Extract<(typeof STAFF_SCREENS)[number], { loads: 'first' }>['name'];

// The table says which screens ship with sign-in in the first screen; every other one is a lazyScreen, typed so.
const FIRST_SCREENS: Record<FirstScreen, ComponentType<ScreenParams>> = {
  sheet: DaySheetPage,
  home: StaffHome,
};
const LAZY_SCREENS: Record<Exclude<StaffScreenName, FirstScreen>, ComponentType<ScreenParams>> = {
  reports: lazyScreen(() => import('./reports/reports-page').then((module) => module.ReportsPage)),
  accounts: lazyScreen(() => import('./accounts/accounts-page').then((module) => module.AccountsPage)),
  rules: lazyScreen(() => import('./rules/rules-page').then((module) => module.RulesPage)),
  settings: lazyScreen(() => import('./settings/settings-page').then((module) => module.SettingsPage)),
};
const SCREENS = { ...FIRST_SCREENS, ...LAZY_SCREENS };

/** A screen behind its guard: refused, it says why, and a lazy screen's chunk is not fetched. */
function guarded(screen: (typeof STAFF_SCREENS)[number]): ComponentType<ScreenParams> {
  const Screen = SCREENS[screen.name];
  return function GuardedScreen(params: ScreenParams) {
    const app = useStaffApp();
    const restaurants = app.session.staff.value?.restaurants ?? [];
    const verdict = screen.guard({ restaurants, siteId: params.siteId });
    return verdict === 'open' ? <Screen {...params} /> : <ScreenRefused name={screen.name} why={verdict} />;
  };
}

// Made once: a component made on each render would remount its screen (and lose its state) every time.
const ROUTES = STAFF_SCREENS.map((screen) => ({ path: screen.path, component: guarded(screen) }));

/** Signed in: the staff routes, in the table's order; otherwise sign-in, at whatever address was opened (it shows after). */
function Screens() {
  const app = useStaffApp();
  if (app.session.phase.value !== 'signed-in') return <SignIn />;
  return (
    <Router>
      {ROUTES.map((route) => (
        <Route key={route.path} path={route.path} component={route.component} />
      ))}
      <Route default component={StaffHome} />
    </Router>
  );
}

/** The restaurant staff app (issue 15): its own entry (staff.html), served at /staff; the guest widget loads none of it. */
export function StaffApp({ app }: { app: StaffAppObject }) {
  const language = app.language.value;
  useEffect(() => {
    document.documentElement.lang = language;
    document.title = staffShellWords.translators[language].title();
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
