import { Component, type ComponentChildren, type ComponentType } from 'preact';
import { useLayoutEffect, useMemo } from 'preact/hooks';
// preact-iso's lazy module installs the hook that hands a suspended page to <Router>; using its ErrorBoundary
// keeps that module in the entry chunk (a bare side-effect import is dropped: preact-iso is sideEffects-free).
import { ErrorBoundary } from 'preact-iso/lazy';
import { LocationProvider, Route, Router, useLocation } from 'preact-iso/router';
import { Layout } from './components/layout';
import { DelayedSpinner } from './components/spinner';
import {
  ChunkFailedScreen,
  ErrorScreen,
  NetworkIssuesScreen,
  NotFoundPage,
  usePageTimeout,
} from './components/system-screens';
import { IndexPage } from './routes/index-page';
import { createLazyGroup, pageLoaderHooks, retryable, type PageLoaderHooks } from './routes/lazy-page';
import type { FlowGroup } from './routes/flow-table';
import { ROUTES, type RouteName } from './routes/table';
import { AppContext, useApp } from './state/context';
import type { App as AppObject } from './state/create-app';
import type { Language } from '../shared/constants';

// Fetched alongside the group chunk (the group's own loader then finds the module already there).
const reserveTextsModule = (language: Language) =>
  language === 'nl' ? import('./routes/reserve/texts-nl') : import('./routes/reserve/texts-en');
const messagesModule = (language: Language) =>
  language === 'nl' ? import('./i18n/messages-nl') : import('./i18n/messages-en');

/** A lazy group with the SPEC message catalogue in the guest's language, fetched in parallel, ready before a page renders. */
async function withMessages<G extends { messageTexts: { load(language: Language): Promise<void> } }>(
  group: Promise<G>,
  language: Language,
  ...alongside: Promise<unknown>[]
): Promise<G> {
  const [module] = await Promise.all([group, messagesModule(language), ...alongside]);
  await module.messageTexts.load(language);
  return module;
}

type PageComponents = Record<Exclude<RouteName, 'not-found'>, ComponentType<object>>;
type PageModule = Record<string, unknown>;

/** The export a flow table names as a step's page (routes/<flow>/flow.ts; routes/flow-table.test.ts checks it is one). */
const pageExport = (module: PageModule, name: string) => module[name] as ComponentType<object>;

/**
 * One component per route name, generated from the flow tables: the four lazy groups of SPEC §2 are four chunks
 * (the reservation flow's screens off a booking's path are a fifth, loaded through the flow's). The SPEC messages
 * and the reservation flow's page texts are one module per language: the current language loads together with
 * the chunk, before a page renders.
 */
export function createPageComponents(
  hooks: PageLoaderHooks,
  language: () => Language = () => 'en',
): PageComponents {
  const loadReserve = retryable(async () => {
    const group = await withMessages(import('./routes/reserve'), language(), reserveTextsModule(language()));
    await group.reserveTexts.load(language());
    return group;
  });
  const groups: Record<FlowGroup, ReturnType<typeof createLazyGroup<PageModule>>> = {
    reserve: createLazyGroup(loadReserve, hooks),
    edit: createLazyGroup(() => withMessages(import('./routes/edit'), language()), hooks),
    retrieve: createLazyGroup(() => withMessages(import('./routes/retrieve'), language()), hooks),
    user: createLazyGroup(() => withMessages(import('./routes/user'), language()), hooks),
  };
  // The reservation flow's screens off a booking's path: their own chunk, imported through the group once it is there.
  const reserveOnDemand = createLazyGroup<PageModule>(
    () => loadReserve().then((group) => group.loadOnDemand()),
    hooks,
  );
  // The steps after the details: their own chunk, fetched when the details page opens (routes/reserve/booking-path.ts).
  const reserveBookingPath = createLazyGroup<PageModule>(
    () => loadReserve().then((group) => group.loadBookingPath(language())),
    hooks,
  );
  const pages = {} as PageComponents;
  for (const route of ROUTES) {
    const step = route.step;
    if (route.group === 'shell' || !step) pages[route.name] = IndexPage;
    else {
      const group = step.onDemand
        ? reserveOnDemand
        : step.bookingPath
          ? reserveBookingPath
          : groups[route.group];
      pages[route.name] = group.page((module) => pageExport(module, step.page));
    }
  }
  return pages;
}

/** Page errors that are not a missing chunk: reported (by the loader hooks or here), then a restart screen. */
class PageErrorBoundary extends Component<
  { onError: (error: unknown) => void; children: ComponentChildren },
  { error: unknown }
> {
  override state = { error: null as unknown };
  override componentDidCatch(error: unknown) {
    console.error(error);
    this.props.onError(error);
    this.setState({ error });
  }
  override render() {
    return this.state.error ? <ErrorScreen /> : this.props.children;
  }
}

/** Lands every URL once: guards, previous route name, conf sign-in, host and analytics (state/navigation.ts). */
function RouteGate({ children }: { children: ComponentChildren }) {
  const app = useApp();
  const location = useLocation();
  const navigation = app.actions.navigation;
  const { ui } = app.state;
  const { url, route } = location;
  navigation.bind(route);
  const outcome = useMemo(() => {
    ui.chunkFailed.value = false;
    ui.pageTimedOut.value = false;
    return navigation.land(url);
  }, [ui, navigation, url]);
  useLayoutEffect(() => {
    if (outcome.decision === 'home') route('/', true);
    else if (outcome.decision === 'stop') route(navigation.currentUrl ?? '/', true);
  }, [outcome, route, navigation]);
  return outcome.decision === 'allow' ? <>{children}</> : null;
}

function Pages({ pages }: { pages: PageComponents }) {
  const app = useApp();
  const { ui, loading } = app.state;
  const pageLoading = loading.page.value;
  usePageTimeout(pageLoading);
  if (ui.chunkFailed.value) return <ChunkFailedScreen />;
  if (ui.pageTimedOut.value) return <NetworkIssuesScreen />;
  return (
    <>
      <PageErrorBoundary
        key={app.state.navigation.count.value}
        onError={(error) => app.reporter.report(error, 'page render')}
      >
        <ErrorBoundary>
          <Router>
            {ROUTES.flatMap((route) =>
              route.paths.map((path) => <Route key={path} path={path} component={pages[route.name]} />),
            )}
            <Route default component={NotFoundPage} />
          </Router>
        </ErrorBoundary>
      </PageErrorBoundary>
      <DelayedSpinner active={pageLoading} />
    </>
  );
}

export function App({ app }: { app: AppObject }) {
  const pages = useMemo(
    () => createPageComponents(pageLoaderHooks(app), () => app.state.language.peek()),
    [app],
  );
  return (
    <AppContext.Provider value={app}>
      <LocationProvider>
        <RouteGate>
          <Layout>
            <Pages pages={pages} />
          </Layout>
        </RouteGate>
      </LocationProvider>
    </AppContext.Provider>
  );
}
