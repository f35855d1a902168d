import type { ComponentType } from 'preact';
import { useEffect } from 'preact/hooks';
import lazy from 'preact-iso/lazy';
import { LocationProvider, Route, Router } from 'preact-iso/router';
import { LANGUAGES, type Language } from '../shared/constants';
import { STAFF_SCREENS, type LoadedScreen, type ScreenParams, type StaffScreen } from './screens';
import { StaffContext, useStaffApp, useWords } from './shell/context';
import { screenModel, type StaffApp as StaffAppObject } from './shell/create-staff-app';
import { ScreenRefused } from './shell/screen-refused';
import { staffShellWords } from './shell/shell-words';
import { staffSheetWords } from './sheet/sheet-words';
import { StaffHome } from './sheet/staff-home';
import { SignIn } from './sign-in/sign-in-page';

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

/** The loaded page, drawn with its model made in the app (once: screenModel keeps it for the next visit). */
function withModel({ page: Page, model }: LoadedScreen): ComponentType<ScreenParams> {
  if (!model) return Page;
  return function ScreenWithModel(params: ScreenParams) {
    screenModel(useStaffApp(), model);
    return <Page {...params} />;
  };
}

/** A screen that loads when it is opened, its words, styles and model with it; a chunk that fails to come says so. */
function lazyScreen(load: () => Promise<LoadedScreen>) {
  return lazy<ComponentType<ScreenParams>>(() => load().then(withModel, () => ScreenLoadFailed));
}

/** The bar on every screen: the app's name, the language, and who is signed in with Sign out. */
function TopBar() {
  const app = useStaffApp();
  const T = useWords(staffShellWords);
  const staff = app.session.staff.value;
  const accountsLink = app.links.linkTo('accounts');
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
        {staff && accountsLink && (
          <a class="staff-button staff-button--quiet" href={accountsLink}>
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

/** A screen's page: in the first screen's chunk, or fetched when the screen opens, its model made as it arrives. */
function pageOf(screen: StaffScreen): ComponentType<ScreenParams> {
  return 'page' in screen ? screen.page : lazyScreen(screen.load);
}

/** A screen behind its guard: refused, it says why, and a lazy screen's chunk is not fetched. */
function guarded(screen: StaffScreen): ComponentType<ScreenParams> {
  const Screen = pageOf(screen);
  return function GuardedScreen(params: ScreenParams) {
    const app = useStaffApp();
    const restaurants = app.session.staff.value?.restaurants ?? [];
    const chainAdmin = app.session.staff.value?.chain_admin === true;
    const verdict = screen.guard({ restaurants, siteId: params.siteId, chainAdmin });
    const words = { sheet: useWords(staffSheetWords), shell: useWords(staffShellWords) };
    if (verdict === 'open') return <Screen {...params} />;
    return <ScreenRefused title={screen.title(words)} why={verdict} siteId={params.siteId} />;
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

/** The restaurant staff app: its own entry (staff.html), served at /staff; the guest widget loads none of it. */
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
